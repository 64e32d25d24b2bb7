import { expect, test } from 'vitest'
import { chunkParts, partName } from './analyze.mjs'

test('a package is one part, whatever file of it; our modules are named by path', () => {
  expect(partName('/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom')
  expect(partName('\0/node_modules/react-dom/client.js?commonjs-es-import')).toBe('react-dom')
  expect(partName('/node_modules/@radix-ui/react-tooltip/dist/index.mjs')).toBe('@radix-ui/react-tooltip')
  expect(partName('/design-system/components/Icon/icons.tsx')).toBe('/design-system/components/Icon/icons.tsx')
})

test("each JavaScript chunk lists its parts heaviest first, a package's files summed", () => {
  const part = (brotliLength: number) => ({ renderedLength: brotliLength * 3, gzipLength: brotliLength, brotliLength, metaUid: '' })
  const chunks = chunkParts({
    nodeParts: { a: part(100), b: part(50), c: part(120), d: part(7), e: part(9) },
    nodeMetas: {
      m1: { id: '/node_modules/react-dom/cjs/react-dom-client.production.js', moduleParts: { 'assets/chunks/x.js': 'a' } },
      m2: { id: '/node_modules/react-dom/client.js', moduleParts: { 'assets/chunks/x.js': 'b' } },
      m3: { id: '/renderer/Layout.tsx', moduleParts: { 'assets/chunks/x.js': 'c', 'assets/chunks/y.js': 'd' } },
      m4: { id: '/design-system/styles/global.css.ts', moduleParts: { 'assets/static/style.css': 'e' } },
    },
  })
  expect(chunks.map(({ chunk }) => chunk)).toEqual(['assets/chunks/x.js', 'assets/chunks/y.js'])
  expect(chunks[0]?.parts).toEqual([
    { name: 'react-dom', brotli: 150, rendered: 450 },
    { name: '/renderer/Layout.tsx', brotli: 120, rendered: 360 },
  ])
  expect(chunks[1]?.parts).toEqual([{ name: '/renderer/Layout.tsx', brotli: 7, rendered: 21 }])
})
