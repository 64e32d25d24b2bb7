import { expect, test } from 'vitest'
import { sonnerStyles } from './hashes.server'

test("sonner's inserted stylesheet is read by loading sonner, each time afresh, with the empty element it starts from", async () => {
  const [empty, css] = await sonnerStyles()
  expect(empty).toBe('')
  expect(css).toMatch(/^\[data-sonner-toaster\]/)
  expect(await sonnerStyles()).toEqual(['', css])
})
