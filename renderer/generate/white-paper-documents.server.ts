// The downloadable PDF of each white paper (SPEC §2 White papers, issue 9: the
// thank-you offers it), typeset at build time with pdfkit from the paper's own
// file in content/white-papers/papers/: title, lede, summary, key findings, page count and date.
// Helvetica is one of PDF's standard fonts, so no font is embedded and each
// file stays a few kilobytes. Typesetting the same paper twice gives a file of
// the same size, so the page can state the size of the file the build writes.
// Build only: renderer/generate/socialArtifactsPlugin.ts writes the files and the
// white-paper pages' +data reads their size.
import { palette } from '#design-system/tokens'
import { formatLongDate } from '#content/dates'
import { site } from '#content/site'
import { absoluteUrl } from '#content/urls'
import { documentPath, keyFindingsHeading } from '#content/white-papers/papers'
import { paperPage, publicationDate, whitePaperSlugs } from './content.server'

/** US Letter in PDF points (1/72 in), with the text block's margins. */
const page = { size: 'LETTER', margins: { top: 72, bottom: 80, left: 72, right: 72 } } as const

const fonts = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const

/** Type sizes in points, and the extra leading under each line of body text. */
const type = { eyebrow: 10, title: 24, lede: 13, meta: 10, heading: 15, body: 11, footer: 8, leading: 3 } as const

const colors = {
  accent: palette.teal700,
  heading: palette.ink900,
  text: palette.slate800,
  muted: palette.slate500,
  rule: palette.slate200,
} as const

/** "32 pages" as an adjective: "32-page". */
const fullPaper = (pages: string) => pages.replace(/ pages$/, '-page')

/** What a white paper's PDF says, besides its summary: a closing note and the running footer. */
export function documentCopy(slug: string) {
  const paper = paperPage(slug)
  const date = publicationDate(slug)
  return {
    eyebrow: `${site.brand} · ${paper.eyebrow}`,
    meta: [`Executive summary of the full ${fullPaper(paper.pages)} paper`, ...(date ? [`Published ${formatLongDate(date)}`] : [])].join(' · '),
    closingHeading: 'About this document',
    closing: `This is the executive summary of "${paper.title}", a ${fullPaper(paper.pages)} white paper by the ${site.brand} team. For the full paper, or to talk to an engineer about your own models, write to ${site.contactEmail}.`,
    pageUrl: absoluteUrl(`/white-papers/${slug}`),
    footer: `© ${site.copyrightYear} ${site.legalName} · ${paper.title}`,
  }
}

type Doc = PDFKit.PDFDocument

/** Decoration and running footers are artifacts: screen readers skip them. */
function artifact(doc: Doc, draw: () => void) {
  doc.markContent('Artifact', { type: 'Pagination' })
  draw()
  doc.endMarkedContent()
}

function footers(doc: Doc, text: string) {
  const { start, count } = doc.bufferedPageRange()
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index)
    // Text below the bottom margin would start a new page; the footer sits there on purpose.
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    const y = doc.page.height - bottom / 2
    const width = doc.page.width - page.margins.left - page.margins.right
    artifact(doc, () => {
      doc.font(fonts.regular).fontSize(type.footer).fillColor(colors.muted)
      doc.text(text, page.margins.left, y, { width: width * 0.8, lineBreak: false, ellipsis: true })
      doc.text(`${index + 1} / ${count}`, page.margins.left, y, { width, align: 'right', lineBreak: false })
    })
    doc.page.margins.bottom = bottom
  }
}

/** The PDF of one white paper. */
export async function renderWhitePaperDocument(slug: string): Promise<Uint8Array> {
  // Loaded on first use: vite.config.ts imports this module for every dev server and unit-test run.
  const { default: PDFDocument } = await import('pdfkit')
  const paper = paperPage(slug)
  const copy = documentCopy(slug)
  const date = publicationDate(slug)

  const doc = new PDFDocument({
    size: page.size,
    margins: page.margins,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'en-US',
    displayTitle: true,
    bufferPages: true,
    info: {
      Title: paper.title,
      Author: site.legalName,
      Subject: paper.description,
      Keywords: paper.keywords.join(', '),
      Creator: site.brand,
      Producer: site.brand,
      // A fixed date keeps the file (and its ID, a hash of this) the same from build to build: the
      // publication date, or for a paper without one the start of the copyright year.
      CreationDate: new Date(`${date ?? `${site.copyrightYear}-01-01`}T00:00:00Z`),
    },
  })

  const chunks: Uint8Array[] = []
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk))
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve)
    doc.on('error', reject)
  })

  const width = doc.page.width - page.margins.left - page.margins.right
  const root = doc.struct('Document')
  doc.addStructure(root)
  const text = (value: string, structType: string, options: PDFKit.Mixins.TextOptions = {}) => doc.text(value, { width, structParent: root, structType, ...options })
  const heading = (value: string) => {
    doc.moveDown(1.2)
    doc.font(fonts.bold).fontSize(type.heading).fillColor(colors.heading)
    text(value, 'H2')
    doc.moveDown(0.5)
  }
  const body = () => doc.font(fonts.regular).fontSize(type.body).fillColor(colors.text).lineGap(type.leading)

  artifact(doc, () => doc.rect(0, 0, doc.page.width, page.margins.top / 4).fill(colors.accent))
  doc.font(fonts.bold).fontSize(type.eyebrow).fillColor(colors.accent)
  text(copy.eyebrow, 'P')
  doc.moveDown(1)
  doc.font(fonts.bold).fontSize(type.title).fillColor(colors.heading).lineGap(type.leading)
  text(paper.header.heading, 'H1')
  doc.moveDown(0.6)
  doc.font(fonts.regular).fontSize(type.lede).fillColor(colors.text)
  text(paper.header.lede, 'P')
  doc.moveDown(0.6)
  doc.font(fonts.regular).fontSize(type.meta).fillColor(colors.muted)
  text(copy.meta, 'P')
  doc.moveDown(1)
  artifact(doc, () =>
    doc
      .moveTo(page.margins.left, doc.y)
      .lineTo(page.margins.left + width, doc.y)
      .lineWidth(1)
      .stroke(colors.rule),
  )

  heading(paper.summary.heading)
  body()
  for (const paragraph of paper.summary.paragraphs) {
    text(paragraph, 'P')
    doc.moveDown(0.6)
  }

  heading(keyFindingsHeading)
  body()
  const list = doc.struct('L')
  root.add(list)
  doc.list([...paper.summary.keyFindings], { width, structParent: list, bulletRadius: 2, textIndent: 14, paragraphGap: 6 })
  list.end()

  heading(copy.closingHeading)
  body()
  text(copy.closing, 'P')
  doc.moveDown(0.6)
  doc.fillColor(colors.accent)
  text(copy.pageUrl, 'P', { link: copy.pageUrl, underline: true })

  root.end()
  footers(doc, copy.footer)
  doc.end()
  await ended
  return Buffer.concat(chunks)
}

const rendered = new Map<string, Promise<Uint8Array>>()

/** Every paper's PDF with the path it is served at; each is typeset once per process. */
export function whitePaperDocuments(): Promise<{ slug: string; path: string; pdf: Uint8Array }[]> {
  return Promise.all(whitePaperSlugs.map(async (slug) => ({ slug, path: documentPath(slug), pdf: await whitePaperDocument(slug) })))
}

/** One paper's PDF, typeset once per process (the build writes it, the page states its size). */
export function whitePaperDocument(slug: string): Promise<Uint8Array> {
  let pdf = rendered.get(slug)
  if (!pdf) {
    pdf = renderWhitePaperDocument(slug)
    rendered.set(slug, pdf)
  }
  return pdf
}
