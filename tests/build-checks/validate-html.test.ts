import { describe, expect, test } from 'vitest'
import { knownFalseErrors, sortMessages } from './validate-html.mjs'

const known = knownFalseErrors[0]?.message ?? ''
const at = (message: string, type = 'error') => ({ type, url: 'file:/dist/client/index.html', lastLine: 9, message })

describe('the HTML check', () => {
  test('does not count a known false error, and counts how often it was reported', () => {
    const { errors, knownFalse } = sortMessages([at(known), at(known)])
    expect(errors).toEqual([])
    expect(knownFalse.map(({ count }) => count)).toEqual([2, ...knownFalseErrors.slice(1).map(() => 0)])
  })

  test('counts any other error, including one about another CSS property or the same text reworded', () => {
    const planted = [at('CSS: “line-clamps”: Property “line-clamps” doesn\'t exist.'), at(`${known} `), at('Element “div” not allowed as child of element “ul” in this context.')]
    expect(sortMessages([...planted, at(known)]).errors).toEqual(planted)
  })

  test('reports an entry that matched nothing, so a stale one can be removed', () => {
    expect(sortMessages([at(known, 'info')]).knownFalse.map(({ count }) => count)).toEqual(knownFalseErrors.map(() => 0))
  })
})
