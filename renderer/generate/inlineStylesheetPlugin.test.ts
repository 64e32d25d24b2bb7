import { describe, expect, test } from 'vitest'
import { inlinedStylesheet, inlineStylesheet } from './inlineStylesheetPlugin'

type Hook = (this: unknown, ...args: unknown[]) => unknown
const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source })
const context = (name: string, command = 'build') => ({
  environment: { name, config: { command, consumer: name === 'client' ? 'client' : 'server' } },
  error: (message: string) => {
    throw new Error(message)
  },
})

/** One build: the client's bundle through generateBundle, then the server's load of the virtual module. */
function build(bundle: Record<string, unknown>) {
  const plugin = inlineStylesheet()
  ;(plugin.generateBundle as Hook).call(context('client'), {}, bundle)
  const id = (plugin.resolveId as Hook).call(context('ssr'), 'virtual:site-stylesheet') as string
  return { plugin, load: (environment = 'ssr', command = 'build') => (plugin.load as Hook).call(context(environment, command), id) }
}

describe('the inlined stylesheet', () => {
  test("takes the client build's one stylesheet out of its output and gives its text to the server's render", () => {
    const bundle = { 'assets/static/style.abc.css': asset('assets/static/style.abc.css', 'p{color:red}'), 'assets/entries/app.js': { type: 'chunk', fileName: 'assets/entries/app.js' } }
    const { plugin, load } = build(bundle)
    expect(Object.keys(bundle)).toEqual(['assets/entries/app.js'])
    expect(load()).toBe('export default "p{color:red}"')
    expect(inlinedStylesheet([{ name: 'other' }, plugin])).toBe('p{color:red}')
  })

  test('is left to Vike in `vike dev`, and refused to the client build', () => {
    const { load } = build({ 'style.css': asset('style.css', 'p{}') })
    expect(load('ssr', 'serve')).toBe('export default undefined')
    expect(() => load('client')).toThrow(/server's render only/)
  })

  test('fails the build when there is not exactly one stylesheet (build.cssCodeSplit turned on)', () => {
    expect(() => build({ 'a.css': asset('a.css', 'a{}'), 'b.css': asset('b.css', 'b{}') })).toThrow(/found a\.css, b\.css/)
    expect(() => build({})).toThrow(/found none/)
  })

  test('fails the build on a stylesheet that would close its <style> early', () => {
    const { load } = build({ 'style.css': asset('style.css', 'p::after{content:"</STYLE>"}') })
    expect(() => load()).toThrow(/<\/style/)
  })

  test('fails a plugin that asks for it in a build without it', () => {
    expect(() => inlinedStylesheet([{ name: 'other' }])).toThrow(/not in this build's plugins/)
  })
})
