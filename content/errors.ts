// Copy of the 404 page and the router's generic error fallback (SPEC §2, §8).
export const errorCopy = {
  notFound: {
    heading: 'Page not found',
    body: 'The page you asked for does not exist or has moved. Everything else is a click away.',
    homeLabel: 'Go to the home page',
  },
  /** SPEC §2: the router's generic fallback heading, shown with the status or message. */
  unexpectedHeading: 'Unexpected Application Error!',
  unexpectedFallback: 'Something went wrong.',
} as const
