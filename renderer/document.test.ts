// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { bootScript, jsEnabledAttribute, jsFailedAttribute } from './document'

const html = document.documentElement

function failToLoad(type: 'module' | 'text/javascript') {
  const script = document.createElement('script')
  script.type = type
  document.head.append(script)
  script.dispatchEvent(new Event('error'))
}

describe('the boot script', () => {
  afterEach(() => {
    html.removeAttribute(jsEnabledAttribute)
    html.removeAttribute(jsFailedAttribute)
  })

  it('marks the document as running JavaScript before first paint', () => {
    new Function(bootScript)()
    expect(html.hasAttribute(jsEnabledAttribute)).toBe(true)
    expect(html.hasAttribute(jsFailedAttribute)).toBe(false)
  })

  it('brings the no-JavaScript layout back when one of our module scripts fails to load', () => {
    new Function(bootScript)()
    failToLoad('module')
    expect(html.hasAttribute(jsFailedAttribute)).toBe(true)
  })

  it('ignores a blocked third-party (classic) script, since the page works without it', () => {
    new Function(bootScript)()
    failToLoad('text/javascript')
    expect(html.hasAttribute(jsFailedAttribute)).toBe(false)
  })
})

