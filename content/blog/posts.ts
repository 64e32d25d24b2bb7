// What follows from a post's file rather than being typed in it (CONVENTIONS "Content as data"): its link and its
// image from the slug (a new post's id comes from content/entry-ids.ts). renderer/generate/content.server.ts reads the
// files and calls these.
import { coverImageSize } from '../covers'
import type { BlogPost, Image } from '../schema'
import type { PostFrontMatter } from './posts.schema'

/** Where the blog's posts are, under the content folder: one <slug>.md each. */
export const postsFolder = 'blog/posts'

/** Where a post's cover image is, under the content folder, and its URL under the site: <slug>.svg, .png, .jpg or .webp. */
export const postCoversFolder = 'images/blog'

export const postLink = (slug: string) => `/blog/${slug}`

export interface PostFile {
  readonly slug: string
  /** Front matter with its tokens substituted. */
  readonly frontMatter: PostFrontMatter
  /** The cover's file name under `postCoversFolder`, e.g. "kec-accelerator.svg". */
  readonly coverFile: string
}

/** SPEC §3 "Blog post": the entry the site renders, built from its file. */
export function blogPost({ slug, frontMatter, coverFile }: PostFile, id: number): BlogPost {
  const { title, description, date, author, section, keywords, coverAlt } = frontMatter
  const image: Image = { src: `/${postCoversFolder}/${coverFile}`, alt: coverAlt, ...coverImageSize }
  return {
    id,
    slug,
    title,
    description,
    date,
    ...(author === undefined ? {} : { author }),
    section,
    image,
    link: postLink(slug),
    keywords: [...keywords],
  }
}
