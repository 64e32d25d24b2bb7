/** The words the legal pages and the preference center put around their documents. */
export const legalPageCopy = {
  lastUpdated: 'Last updated',
  contents: 'Contents',
} as const
