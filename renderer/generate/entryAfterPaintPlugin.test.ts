import { describe, expect, test } from 'vitest'
import { entryAttribute, entryLoaderScript } from '../document'
import { withEntryAfterPaint } from './entryAfterPaintPlugin'

const entry = '/assets/entries/entry-client-routing.abc123.js'
const vikePage = (scripts: string) => `<!doctype html><html><head></head><body><div id="root"><h1>Hi</h1></div>
<script id="vike_pageContext" type="application/json">{"pageId":"/pages/index"}</script>
${scripts}
</body></html>`
const vikeEntry = `<script src="${entry}" type="module" async></script>`

describe("a pre-rendered page's entry", () => {
  test("is imported by the loader after first paint, in place of Vike's module script", () => {
    expect(withEntryAfterPaint(vikePage(vikeEntry), '/index.html')).toBe(vikePage(`<script ${entryAttribute}="${entry}">${entryLoaderScript}</script>`))
  })

  test('fails the build when a page Vike rendered has no entry script, or two', () => {
    expect(() => withEntryAfterPaint(vikePage(''), '/about/index.html')).toThrow(/\/about\/index\.html: expected one Vike entry script, found 0/)
    expect(() => withEntryAfterPaint(vikePage(vikeEntry + vikeEntry), '/x.html')).toThrow(/found 2/)
  })

  test("leaves a page Vike did not render (a legacy path's redirect page) as it is", () => {
    const redirect = '<!doctype html><html><head><meta http-equiv="refresh" content="0; url=/blog"></head><body></body></html>'
    expect(withEntryAfterPaint(redirect, '/old/index.html')).toBe(redirect)
  })
})
