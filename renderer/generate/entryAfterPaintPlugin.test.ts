import { describe, expect, test } from 'vitest'
import { entryAttribute, entryImportsAttribute, entryLoaderScript } from '../document'
import { withEntryAfterPaint } from './entryAfterPaintPlugin'

const entry = '/assets/entries/entry-client-routing.abc123.js'
const vikePage = (scripts: string) => `<!doctype html><html><head></head><body><div id="root"><h1>Hi</h1></div>
<script id="vike_pageContext" type="application/json">{"pageId":"/pages/index"}</script>
${scripts}
</body></html>`
const vikeEntry = `<script src="${entry}" type="module" async></script>`
const framework = ['/assets/chunks/chunk-react.js', '/assets/chunks/chunk-vike.js']
const entryImports = new Map([[entry, framework]])

describe("a pre-rendered page's entry", () => {
  test("is imported by the loader after first paint, in place of Vike's module script, with the chunks it imports", () => {
    const rewritten = withEntryAfterPaint(vikePage(vikeEntry), '/index.html', entryImports)
    expect(rewritten).toBe(
      vikePage(`<script ${entryAttribute}="${entry}" ${entryImportsAttribute}="${framework.join(' ')}">${entryLoaderScript}</script>`),
    )
  })

  test('fails the build when the client build recorded no imports for the entry', () => {
    expect(() => withEntryAfterPaint(vikePage(vikeEntry), '/about/index.html', new Map())).toThrow(
      `/about/index.html: the client build recorded no imports for its entry ${entry}`,
    )
  })

  test('fails the build when a page Vike rendered has no entry script, or two', () => {
    expect(() => withEntryAfterPaint(vikePage(''), '/about/index.html', entryImports)).toThrow(/\/about\/index\.html: expected one Vike entry script, found 0/)
    expect(() => withEntryAfterPaint(vikePage(vikeEntry + vikeEntry), '/x.html', entryImports)).toThrow(/found 2/)
  })

  test("leaves a page Vike did not render (a legacy path's redirect page) as it is", () => {
    const redirect = '<!doctype html><html><head><meta http-equiv="refresh" content="0; url=/blog"></head><body></body></html>'
    expect(withEntryAfterPaint(redirect, '/old/index.html', entryImports)).toBe(redirect)
  })
})
