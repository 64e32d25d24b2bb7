/** SPEC §2: /blog and /feed are the same listing; /feed's canonical is /blog (content/routes.ts). */
export const feedPaths: readonly string[] = ['/blog', '/feed']
