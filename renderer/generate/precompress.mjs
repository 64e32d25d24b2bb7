// @ts-check
// The build's precompression, shared by the build (precompressAssetsPlugin.ts) and by the bench's script-free copy
// of it (tests/perf/bench.mjs), which must be sent exactly as the pages it is compared with.
import { readFile, writeFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

/** Text files worth compressing ahead of time; fonts and images are compressed already. */
export const precompressible = /\.(html|js|css|svg|json|webmanifest|xml|txt)$/

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Writes `<path>.br` (quality 11) and `<path>.gz` (level 9) beside the file at `path`.
 * @param {string} path
 */
export async function writeCompressedCopies(path) {
  const content = await readFile(path)
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ])
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
}
