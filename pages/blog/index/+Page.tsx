// https://vike.dev/Page
import { posts } from '../../../content/blog/posts'
import { BlogListing } from './BlogListing'

export default function Page() {
  return <BlogListing posts={posts} />
}
