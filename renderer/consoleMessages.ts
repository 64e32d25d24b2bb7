/** SPEC §2, §8: what the browser writes to the console for an unknown path, and the tests expect. */
export const consoleMessages = {
  redirect: (from: string, to: string) => `301: ${from} moved permanently to ${to}`,
  notFound: (path: string) => `404: ${path} does not exist, going to /`,
}
