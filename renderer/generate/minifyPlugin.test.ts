import { describe, expect, test } from 'vitest'
import { licenceComments, minifyChunk } from './minifyPlugin'

const reactLicence = '/**\n * @license React\n * react.production.js\n *\n * Licensed under the MIT license.\n */'

describe('licence comments', () => {
  test('are the block comments that say @license or @preserve, each once', () => {
    const code = `${reactLicence}\nconst a = 1\n/*! @preserve keep me */\n${reactLicence}\n/* just a note */\n// @license in a line comment is not one`
    expect(licenceComments(code)).toEqual([reactLicence, '/*! @preserve keep me */'])
  })

  test('do not run from one comment into the next', () => {
    expect(licenceComments('/* a note */ const x = 1 /* @license MIT */')).toEqual(['/* @license MIT */'])
  })
})

describe('a minified chunk', () => {
  const chunk = [
    reactLicence,
    '/*! pages/about/+Page.tsx [vike:pluginModuleBanner] */',
    'import { render } from "./chunk-react.js";',
    'function greetingFor(visitorName) {',
    '  const greeting = "Hello, " + visitorName;',
    '  return greeting;',
    '}',
    'export function mount(element) {',
    '  render(element, greetingFor("visitor"));',
    '}',
  ].join('\n')

  test('keeps its imports and exports, folds constants, and is shorter', async () => {
    const minified = await minifyChunk(chunk)
    expect(minified).toContain('from"./chunk-react.js"')
    expect(minified).toMatch(/export\s*\{[^}]*\bmount\b|export function mount/)
    expect(minified).toContain('"Hello, visitor"')
    expect(minified.length).toBeLessThan(chunk.length)
  })

  test('ends with the licence and drops every other comment', async () => {
    const minified = await minifyChunk(chunk)
    expect(minified.endsWith(reactLicence)).toBe(true)
    expect(minified).not.toContain('pluginModuleBanner')
  })
})
