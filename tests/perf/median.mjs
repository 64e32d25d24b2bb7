/** The middle value of a run's figures (the upper middle of an even count); NaN for none. */
export const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN
