// The white papers' PDFs (documents.server.ts): real PDFs that say what the
// paper's page says, small enough to download on any connection, and of a
// size the page can state before the build has written them.
import { inflateSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { site } from '#content/site'
import { documentPath } from '#content/white-papers/papers'
import { paperPage, routePaths, whitePaperSlugs } from './content.server'
import { documentCopy, renderWhitePaperDocument, whitePaperDocuments } from './white-paper-documents.server'

/** Every paper's PDF must stay under this: a few seconds on a slow mobile connection. */
const sizeBudgetBytes = 32 * 1024

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1')

/**
 * The text a PDF shows, in reading order, without its artifacts: every Flate-compressed stream is
 * inflated and the strings of its text operators decoded (the standard fonts'
 * WinAnsi encoding agrees with Latin-1 on every character the papers use).
 * Lines keep the space they were broken at, so joining them restores the prose.
 */
function pdfText(pdf: Uint8Array): string {
  const raw = latin1(pdf)
  const streams = [...raw.matchAll(/stream\r?\n/g)].flatMap((match) => {
    const start = match.index + match[0].length
    try {
      return [latin1(inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))))]
    } catch {
      return [] // not compressed: the XMP metadata
    }
  })
  // Artifacts (running footers, rules) are not part of the text, as a screen reader skips them.
  const content = streams.map((stream) => stream.replace(/\/Artifact <<[\s\S]*?\bEMC\b/g, ''))
  const shows = content.flatMap((stream) => [...stream.matchAll(/\[([^\]]*)\] TJ|<([0-9a-f]*)> Tj/g)])
  return shows
    .map(([, array, single]) => [...(array ?? `<${single}>`).matchAll(/<([0-9a-f]*)>/g)].map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1')).join(''))
    .join('')
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ')

describe.each(whitePaperSlugs)('%s.pdf', (slug) => {
  const paper = paperPage(slug)

  test('is a PDF 1.7 file, complete, tagged, in English, with the paper as its title', async () => {
    const pdf = await renderWhitePaperDocument(slug)
    const raw = latin1(pdf)
    expect(raw.startsWith('%PDF-1.7\n')).toBe(true)
    expect(raw.trimEnd().endsWith('%%EOF')).toBe(true)
    expect(raw).toContain(`(${paper.title})`)
    expect(raw).toContain(`(${site.legalName})`)
    expect(raw).toContain('/Lang (en-US)')
    expect(raw).toContain('/Marked true')
    expect(raw).toContain('/Type /StructTreeRoot')
  })

  test(`is under ${sizeBudgetBytes / 1024} KB`, async () => {
    expect((await renderWhitePaperDocument(slug)).byteLength).toBeLessThan(sizeBudgetBytes)
  })

  test("shows the paper's title, lede, summary, key findings, page count and where to get the full paper", async () => {
    const text = oneLine(pdfText(await renderWhitePaperDocument(slug)))
    const copy = documentCopy(slug)
    for (const expected of [paper.header.heading, paper.header.lede, paper.summary.heading, ...paper.summary.paragraphs, ...paper.summary.keyFindings, copy.meta, copy.closing, copy.pageUrl]) {
      expect(text, expected).toContain(oneLine(expected))
    }
    expect(copy.closing).toContain(paper.pages.replace(' pages', '-page'))
    expect(copy.closing).toContain(site.contactEmail)
  })

  test('comes out byte for byte the same every time, so the size the page states is the size served', async () => {
    const [first, second] = await Promise.all([renderWhitePaperDocument(slug), renderWhitePaperDocument(slug)])
    expect(Buffer.compare(first, second)).toBe(0)
  })
})

test('the listed papers state their publication date; the others state none', () => {
  expect(documentCopy('accountable-ai-finance').meta).toContain('Published January 15, 2024')
  expect(documentCopy('tactical-advantage-frontier-ai').meta).toContain('Published December 8, 2023')
  expect(documentCopy('ai-model-degradation').meta).not.toContain('Published')
})

test('the build writes one PDF per paper, each at its own path beside (not on) a route', async () => {
  const documents = await whitePaperDocuments()
  expect(documents.map(({ slug }) => slug)).toEqual([...whitePaperSlugs])
  const paths = documents.map(({ path }) => path)
  expect(paths).toEqual(whitePaperSlugs.map(documentPath))
  expect(new Set(paths).size).toBe(paths.length)
  for (const path of paths) {
    expect(path).toMatch(/^\/white-papers\/[a-z0-9-]+\.pdf$/)
    expect(routePaths).not.toContain(path)
  }
})
