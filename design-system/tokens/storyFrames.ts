// Story-only layout: the width each story gives its component, read by the `*.story.css.ts` files. In em, so a
// frame keeps its words per line at any text size. Most are narrow on purpose: a long label must wrap in them.
// No page reads these.

export const storyFrameWidth = {
  badge: '10em',
  button: '18em',
  card: '24em',
  checkList: '16em',
  chip: '16em',
  chipGroup: '20em',
  codeBlock: '24em',
  featuredCard: '64em',
  field: '32em',
  headingCard: '18em',
  link: '12em',
  quoteCard: '26em',
  switchList: '36em',
  /** About a sidebar column's width. */
  tableOfContents: '20rem',
  textCard: '20em',
  videoEmbed: '48em',
} as const

/** The least width of a cell in the icon inventory: room for the longest icon name. */
export const storyIconCellWidth = '8.5em'
