import { describe, expect, test } from 'vitest'
import { pngSize } from '../../tests/helpers/png'
import { defaultImage, errorMeta, notFoundMeta } from '#content/routes'
import { imageSchema } from '#content/schema'
import { articleCard, socialCardSize, socialImage } from '#content/social-cards'
import { posts, routes, socialCards } from './content.server'
import { renderSocialCard } from './social-cards.server'

const cardSources = new Set(socialCards.map((card) => socialImage(card).src))

describe('the card table', () => {
  test('every card has its own file, and every file is a valid image entry', () => {
    expect(cardSources.size).toBe(socialCards.length)
    for (const card of socialCards) expect(imageSchema.parse(socialImage(card))).toEqual(socialImage(card))
  })

  test('every route, the 404 and the error page name a card the build renders', () => {
    for (const meta of [...routes, notFoundMeta, errorMeta]) expect(cardSources.has(meta.image?.src ?? ''), meta.title).toBe(true)
  })

  test('every card is used by some route, so the build renders nothing stray', () => {
    const used = new Set(routes.map((route) => route.image?.src))
    expect(socialCards.filter((card) => !used.has(socialImage(card).src)).map((card) => card.name)).toEqual([])
  })

  test('an article card carries its category and date, and the default card is no longer SVG', () => {
    const hiddenRisks = posts.find((post) => post.slug === 'hidden-risks-of-ai-in-finance')!
    expect(articleCard(hiddenRisks)).toEqual({ name: 'blog/hidden-risks-of-ai-in-finance', eyebrow: 'Security & Control · October 9, 2025', title: hiddenRisks.title })
    expect(defaultImage.src).toMatch(/\.png$/)
  })
})

test('a rendered card is a PNG of 1200×630, under 100 KB', async () => {
  const longestTitle = socialCards.reduce((longest, card) => (card.title.length > longest.title.length ? card : longest))
  const png = await renderSocialCard(longestTitle)
  expect(pngSize(png)).toEqual(socialCardSize)
  expect(png.length).toBeLessThan(100_000)
})

test('pngSize rejects bytes that are not a PNG', () => {
  expect(pngSize(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"/>'))).toBeUndefined()
})
