// @ts-check
// Lighthouse throttles the CPU by a multiplier of the host's own speed; its
// default of 4x assumes a fast desktop host. Lighthouse's throttling guide asks
// slower hosts to calibrate from the benchmarkIndex each report records, and the
// calculator it links to maps the index onto a multiplier through these anchors.

/** The benchmarkIndex for which Lighthouse's default 4x is already right. */
export const defaultSlowdownHostIndex = 1533

/** [benchmarkIndex, multiplier] pairs, ascending: the guide's calculator (150 = 1x ... 2000 = 6x). */
const anchors = /** @type {Array<[number, number]>} */ ([
  [150, 1],
  [800, 2],
  [1300, 3],
  [defaultSlowdownHostIndex, 4],
  [1766, 5],
  [2000, 6],
])

/**
 * The CPU slowdown that makes a host of `benchmarkIndex` emulate Lighthouse's
 * reference mobile device: linear between anchors, never below 1x, and
 * continuing the last slope above the fastest anchor.
 * @param {number} benchmarkIndex
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`Not a benchmarkIndex: ${benchmarkIndex}`)
  const next = anchors.findIndex(([index]) => benchmarkIndex <= index)
  if (next === 0) return 1
  // The segment holding the index, or the last one when the index lies beyond it.
  const upper = next === -1 ? anchors.length - 1 : next
  const low = anchors[upper - 1]
  const high = anchors[upper]
  if (!low || !high) throw new Error('cpu-slowdown anchors need at least two points')
  return low[1] + ((benchmarkIndex - low[0]) * (high[1] - low[1])) / (high[0] - low[0])
}
