// @ts-check
// `npm run analyze`: what each chunk of the client build is made of. The build (with ANALYZE=1) writes
// rollup-plugin-visualizer's treemap (dist/analyze/treemap.html, open it in a browser) and its raw data
// (dist/analyze/client.json); this prints, per JavaScript chunk, its size on the wire and its heaviest parts.
// A package counts as one part (react-dom's files are one line); our own modules are listed one by one.
// Module sizes are each module's own code compressed alone, so they rank the parts but do not add up to the
// chunk's compressed size, which is read from the build's .br file next to it.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * @typedef {{ renderedLength: number, gzipLength: number, brotliLength: number, metaUid: string }} ModulePart
 * @typedef {{ id: string, moduleParts: Record<string, string> }} ModuleMeta
 * @typedef {{ nodeParts: Record<string, ModulePart>, nodeMetas: Record<string, ModuleMeta> }} VisualizerData
 * @typedef {{ name: string, brotli: number, rendered: number }} Part
 * @typedef {{ chunk: string, parts: Part[] }} ChunkParts
 */

/** The package a module belongs to (`react-dom`, `@radix-ui/react-tooltip`), or its own path when it is ours. */
export function partName(/** @type {string} */ id) {
  const path = id.replace(/^\0/, '').replace(/\?.*$/, '')
  const inModules = path.lastIndexOf('node_modules/')
  if (inModules === -1) return path
  const [scope = '', name = ''] = path.slice(inModules + 'node_modules/'.length).split('/')
  return scope.startsWith('@') ? `${scope}/${name}` : scope
}

/**
 * Each JavaScript chunk with its parts, heaviest first (by compressed size).
 * @param {VisualizerData} data
 * @returns {ChunkParts[]}
 */
export function chunkParts(data) {
  /** @type {Map<string, Map<string, Part>>} */
  const byChunk = new Map()
  for (const meta of Object.values(data.nodeMetas)) {
    for (const [chunk, partUid] of Object.entries(meta.moduleParts)) {
      const part = data.nodeParts[partUid]
      if (!part || !chunk.endsWith('.js')) continue
      const parts = byChunk.get(chunk) ?? new Map()
      byChunk.set(chunk, parts)
      const name = partName(meta.id)
      const sum = parts.get(name) ?? { name, brotli: 0, rendered: 0 }
      sum.brotli += part.brotliLength
      sum.rendered += part.renderedLength
      parts.set(name, sum)
    }
  }
  return [...byChunk].map(([chunk, parts]) => ({ chunk, parts: [...parts.values()].sort((a, b) => b.brotli - a.brotli) }))
}

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1).padStart(6)

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dataPath = 'dist/analyze/client.json'
  if (!existsSync(dataPath)) {
    console.error(`No ${dataPath}: run \`npm run analyze\` (it builds with ANALYZE=1).`)
    process.exit(1)
  }
  const top = Number(process.env.ANALYZE_TOP ?? 8)
  const onWire = (/** @type {string} */ chunk) => {
    const file = join('dist/client', `${chunk}.br`)
    return existsSync(file) ? statSync(file).size : 0
  }
  const chunks = chunkParts(JSON.parse(readFileSync(dataPath, 'utf8'))).sort((a, b) => onWire(b.chunk) - onWire(a.chunk))
  console.log('Client chunks, KB brotli on the wire; under each, its heaviest parts (KB brotli, each compressed alone).')
  for (const { chunk, parts } of chunks) {
    console.log(`${kb(onWire(chunk))}  ${chunk}`)
    for (const part of parts.slice(0, top)) console.log(`        ${kb(part.brotli)}  ${part.name}`)
    if (parts.length > top) console.log(`        ${parts.length - top} more`)
  }
  console.log('Treemap: dist/analyze/treemap.html')
}
