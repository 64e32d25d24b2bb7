import type { Page } from '@playwright/test'
import { trustedBy } from '../../content/carousel'
import { aboutPage } from '../../content/pages/about'
import { getStartedPage } from '../../content/pages/get-started'
import { site } from '../../content/site'
import { expect, expectNoAxeViolations, gotoHydrated, scrollThroughPage, test, type ThirdParty } from '../helpers/fixtures'

const { hero, mission, story, quote, video, team, proof, closing } = aboutPage
const videoHosts = [new URL(site.videoUrl).host, new URL(site.videoEmbedOrigin).host]

/** Every request the page makes to the video host, on either of its domains. */
function recordVideoRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (videoHosts.includes(new URL(request.url()).host)) seen.push(request.url())
  })
  return seen
}

/** The player document, faked: the test never reaches the video host. */
async function stubPlayer(thirdParty: ThirdParty) {
  await thirdParty.stub(`${site.videoEmbedOrigin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>Video player</title></head><body><main><p>Player</p></main></body></html>',
    }),
  )
}

test('mission, story, quote, team, track record, trust signals and closing, then Get Started navigates on the client', async ({ page }) => {
  await gotoHydrated(page, '/about')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: hero.heading })).toBeVisible()
  await expect(main.getByRole('region', { name: mission.heading })).toContainText(mission.paragraphs[0]!)
  // SPEC §1: founded in late 2023 by a U.S.-based team.
  await expect(main.getByRole('region', { name: story.heading })).toContainText('founded in late 2023 by a U.S.-based team')
  const blackBox = main.locator('figure', { hasText: 'A black box is not a risk strategy' })
  await expect(blackBox.locator('blockquote')).toHaveText(quote.text)
  await expect(blackBox.locator('figcaption')).toContainText(quote.name)

  const teamRegion = main.getByRole('region', { name: team.heading })
  expect(team.leaders).toHaveLength(2)
  for (const leader of team.leaders) {
    await expect(teamRegion.getByRole('heading', { level: 3, name: leader.name })).toBeAttached()
    await expect(teamRegion.getByText(leader.bio)).toBeAttached()
    // Another site: a new tab without access back to this page, announced to screen readers.
    const profile = teamRegion.getByRole('link', { name: `${leader.profileLabel} (opens in a new tab)` })
    await expect(profile).toHaveAttribute('href', leader.profileUrl)
    await expect(profile).toHaveAttribute('target', '_blank')
    await expect(profile).toHaveAttribute('rel', 'noopener noreferrer')
  }
  // SPEC §1: 9 exits (3 as CEO, 6 interim or advisory), 20 patents, 17 years in AI.
  await expect(teamRegion.getByRole('list', { name: team.statsHeading }).getByRole('listitem')).toHaveText([
    /^9\s*Exits\s*3 as CEO and 6 in interim or advisory roles$/,
    /^20\s*Patents/,
    /^17\s*Years in AI/,
  ])

  // SPEC §1 trust signals: 2 letters of support, 1 patent pending, multiple channels, accelerator programs, partner logos.
  const proofRegion = main.getByRole('region', { name: proof.heading })
  await expect(proofRegion.getByRole('heading', { level: 3 })).toHaveText([
    '2 Letters of support',
    '1 Patent pending',
    'Multiple channels',
    'Accelerator programs',
    proof.partnersHeading,
  ])
  const partners = trustedBy.filter((item) => item.type === 'logo')
  await expect(proofRegion.getByRole('list', { name: proof.partnersHeading }).getByRole('img')).toHaveCount(partners.length)
  for (const partner of partners) await expect(proofRegion.getByRole('img', { name: partner.image.alt })).toHaveAttribute('src', partner.image.src)
  await expect(main.getByRole('region', { name: closing.heading })).toContainText(closing.paragraphs[0]!)

  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  await main.getByRole('link', { name: 'Get Started', exact: true }).click()
  await expect(page).toHaveURL(/\/get-started$/)
  await expect(page.getByRole('heading', { level: 1, name: getStartedPage.hero.heading })).toBeVisible()
  expect(documents, 'full page loads').toEqual([])
})

test('the video is a facade until played from the keyboard, then a titled privacy-enhanced player that takes focus, and passes axe', async ({
  page,
  thirdParty,
}) => {
  await stubPlayer(thirdParty)
  const videoRequests = recordVideoRequests(page)
  await gotoHydrated(page, '/about')
  await scrollThroughPage(page)

  // The caption stays when the player replaces the poster.
  const figure = page.getByRole('figure').filter({ hasText: video.title })
  await expect(figure.getByRole('img', { name: video.poster.alt })).toHaveAttribute('src', video.poster.src)
  await expect(page.locator('iframe')).toHaveCount(0)
  expect(videoRequests, 'requests to the video host before the click').toEqual([])

  const play = figure.getByRole('button', { name: `Play video: ${video.title}` })
  await play.focus()
  await page.keyboard.press('Enter')

  const player = figure.locator('iframe')
  await expect(player).toHaveAttribute('src', `${video.embedUrl}?autoplay=1`)
  await expect(player).toHaveAttribute('title', video.title)
  await expect(figure.getByRole('button')).toHaveCount(0)
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME')
  await expect(page.frameLocator('iframe').getByText('Player')).toBeVisible()
  expect(videoRequests).toEqual([`${video.embedUrl}?autoplay=1`])
  await expectNoAxeViolations(page)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the video is a plain link to its page on the host, and every block is readable', async ({ page }) => {
    const videoRequests = recordVideoRequests(page)
    await page.goto('/about')
    const link = page.getByRole('link', { name: `Play video: ${video.title} (opens in a new tab)` })
    await expect(link).toHaveAttribute('href', video.url)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(page.locator('iframe')).toHaveCount(0)
    for (const heading of [mission.heading, story.heading, video.heading, team.heading, proof.heading, closing.heading]) {
      const region = page.getByRole('region', { name: heading })
      await region.scrollIntoViewIfNeeded()
      await expect(region.getByRole('heading', { name: heading })).toBeVisible()
    }
    await expect(page.getByText(closing.paragraphs[0]!)).toBeVisible()
    expect(videoRequests).toEqual([])
  })
})
