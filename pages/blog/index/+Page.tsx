// https://vike.dev/Page
import { usePageContext } from '#renderer/usePageContext'
import type { Data } from './+data'
import { BlogListing } from './BlogListing'

export default function Page() {
  const { posts, copy } = usePageContext().data as Data
  return <BlogListing posts={posts} copy={copy} />
}
