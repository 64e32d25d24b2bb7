// Lengths the same in every theme, read by styles directly: vanilla-extract writes them into the stylesheet as they
// are, with no custom property. Most are proportions of the text they sit in (em), so they follow its size; the rest
// are shares of the viewport. Themed tokens (colours, the spacing scale, type sizes) go through the theme contract,
// themes/vars.css.ts, instead.

/** How far below its text an underline sits. */
export const underlineOffset = {
  standard: '0.2em',
  /** A tooltip's dotted trigger: its dots need a little more room to read as dots. */
  dotted: '0.25em',
  /** The navigation's current page: a thick underline clear of the letters, not colour alone. */
  current: '0.45em',
} as const

/** How far an arrow moves towards where its link or button goes, on hover. */
export const arrowNudge = '0.2em'

/** The padding around a pill's text (Badge's standard size). */
export const pillPadding = { block: '0.2em', inline: '0.7em' } as const

/** Code inside a sentence (Prose): a step smaller than the text, in a padded chip. */
export const inlineCode = { fontSize: '0.875em', paddingBlock: '0.1em', paddingInline: '0.35em' } as const

/** A command-line flag inside a sentence (Flag): like inline code, a little larger and wider. */
export const flag = { fontSize: '0.9em', paddingBlock: '0.1em', paddingInline: '0.4em' } as const

/** An icon inside a line of text (Link's external-link arrow): a little smaller than the letters, on their baseline. */
export const inlineIcon = { size: '0.875em', gap: '0.3em', baselineShift: '-0.05em' } as const

/** Long-form text (Prose, Markdown): the rhythm between blocks and the sizes of its headings, relative to the text. */
export const prose = {
  blockGap: '1.25em',
  /** Before a heading and around a rule: a new section. */
  sectionGap: '2em',
  /** After a heading, and between a quote's paragraphs. */
  closeGap: '0.75em',
  /** Between list items, before a nested list, above a caption. */
  itemGap: '0.5em',
  h2: '1.5em',
  h3: '1.25em',
  h4: '1.05em',
  listIndent: '1.5em',
  quoteIndent: '1.25em',
  quoteSize: '1.1em',
} as const

/** Line lengths, in em so they follow the text size. */
export const measure = {
  /** A pull quote's text. */
  quote: '38em',
  /** The footer's line under the logo. */
  footerNote: '28em',
  /** An open tooltip. */
  tooltip: '20em',
  /** A data table's cells wrap down to this; below it the table's region scrolls. */
  table: '20em',
  /** A footer column: columns fit side by side while each has this much. */
  footerColumn: '10em',
} as const

/** The line-number gutter of a code block: room for two digits and a little air. */
export const codeLineNumberWidth = '2.5ch'

/** A quotation mark set large, cropped to the height of its ink. */
export const quoteMarkHeight = '0.55em'

/** One line of text set at `lineHeight` tall: a mark or an empty line as high as the line beside it. */
export const lineBox = (lineHeight: string) => `calc(${lineHeight} * 1em)`

/** A testimonial slide's width: most of a phone's screen, a fixed card from tablet up. */
export const testimonialWidth = { mobile: 'min(22rem, 80vw)', tablet: '26rem' } as const

/**
 * The most of the screen's height each view of the cookie banner may take. Text a reader has enlarged (1.4.4: a 32 px
 * default font on a phone) would otherwise fill the screen with the banner, leaving nothing above it to scroll focus
 * into (2.4.11): the simple view keeps half the screen for the page and scrolls inside itself past that, the
 * Customize view, with its switches and their descriptions, keeps 40%. At the default text size on a 390 × 844 phone
 * the simple view takes about 36%, so the cap does not bite there.
 */
export const bannerMaxHeight = { simple: '50dvh', customize: '60dvh' } as const

/**
 * The screen height from which the table of contents sticks beside the text. In rem, which a media query reads from
 * the browser's default font size: at a 32 px default (1.4.4) a 1280 × 720 screen is short for the list's text, and
 * a stuck list that tall would scroll inside itself beside the text it indexes instead of scrolling with the page.
 */
export const stickyTableOfContentsMinHeight = '40rem'

/** The least height of a page's `<main>`: a short page keeps its footer low on the screen. */
export const mainMinHeight = '70vh'

/** The box that keeps visually hidden text in the accessibility tree: one pixel, clipped. */
export const visuallyHiddenSize = '1px'
