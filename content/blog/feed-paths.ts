// Apart from the blog's copy: the listing's route function (pages/blog/index/+route.ts) runs in the
// browser on every client navigation, so whatever it imports ships in every page's first load.

/** SPEC §2: /blog and /feed are the same listing; the first is the canonical one. */
export const feedPaths = ['/blog', '/feed'] as const
export type FeedPath = (typeof feedPaths)[number]

export const canonicalFeedPath: FeedPath = feedPaths[0]

export const isFeedPath = (pathname: string): pathname is FeedPath => (feedPaths as readonly string[]).includes(pathname)
