import type { Page } from '@playwright/test'
import { auditChecks, type AuditCheckId } from '../../../content/accessibility'
import { expect, test } from '../../helpers/fixtures'
import { annotationTypes } from '../../helpers/summary-reporter'
import { cookieCopy } from '../../../content/cookies'
import { checks } from './checks'
import type { Check } from './walk'
import { forcedColorsFindings } from './forced-colors'

// Each check meets a page that is clean for it, then the same page with its defect planted: it
// must pass the first and fail the second, or it proves nothing. The pages are set as content
// (no server, no CSP), styled inline so only the planted rule differs. At 1280 px only: a check is the same
// code in both projects, and these pages are laid out alike at both widths (reflow sets its own 320 px).
const base = `
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <style>
    body { font: 1rem/1.5 sans-serif; margin: 16px; }
    a, button { display: inline-block; min-width: 44px; min-height: 44px; padding: 8px; margin: 8px; }
    :focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  </style>
  <main><p>Some text.</p><a href="#one">First link</a><button type="button">A button</button><a href="#two">Last link</a></main>`

/** An input that swallows Tab and Shift+Tab: focus cannot leave it by keyboard. */
const trap = `<input aria-label="Trap" onkeydown="if (event.key === 'Tab') event.preventDefault()">`

/** A button that shows and hides the region it controls, as the menu button and the cards' toggles do. */
const disclosure = (id: string, inside: string) =>
  `<button type="button" aria-expanded="false" aria-controls="${id}"
    onclick="const open = this.getAttribute('aria-expanded') !== 'true'; this.setAttribute('aria-expanded', String(open)); document.getElementById('${id}').hidden = !open">Open ${id}</button>
  <div id="${id}" hidden>${inside}</div>`

const defects: Record<AuditCheckId, { name: string; planted: string }> = {
  'keyboard-walk': {
    name: 'a focus ring removed, and a fixed element over a link',
    planted: `<style>button:focus-visible { outline: none; }</style>
      <div style="position: fixed; inset: 0 0 auto 0; height: 100vh; background: #fff; z-index: 5"></div>`,
  },
  'keyboard-states': {
    name: 'a card whose opened panel traps Tab',
    planted: disclosure('card', '<a href="#inside">Inside the card</a>' + trap),
  },
  'target-size': { name: 'a 20 px button beside another', planted: `<button type="button" style="min-width:0;min-height:0;width:20px;height:20px;padding:0;margin:0">x</button><button type="button" style="min-width:0;min-height:0;width:20px;height:20px;padding:0;margin:0">y</button>` },
  'label-in-name': { name: 'an aria-label that drops the visible text', planted: `<a href="#three" aria-label="Open the report">Download now</a>` },
  reflow: { name: 'a fixed-width box at 320 px', planted: `<div style="width: 600px">A box 600 px wide</div>` },
  'text-spacing': {
    name: 'a box one line tall that clips its text once lines are 1.5 high',
    planted: `<div style="height: 1.2em; line-height: 1.2; overflow: hidden">One line that fits at its own line height</div>`,
  },
  'resize-text': {
    name: 'a box of fixed pixel height that clips its text once the default font size is 32 px',
    planted: `<div style="height: 24px; overflow: hidden">One line that fits at 16 px</div>`,
  },
  'forced-colors': {
    name: 'a button drawn only by its fill, and a focus ring drawn only by a box-shadow, under forced colours',
    planted: `<style>.flat { appearance: none; border: none; background: #1d4ed8; color: #fff; }
      .flat:focus-visible { outline: none; box-shadow: 0 0 0 3px #1d4ed8; }</style><button type="button" class="flat">Filled only</button>`,
  },
  'reduced-motion': {
    name: 'an animation under reduced motion',
    planted: `<style>@keyframes spin { to { transform: rotate(1turn); } } .spinner { animation: spin 1s linear infinite; width: 10px; height: 10px; }</style><div class="spinner"></div>`,
  },
}

/** Every check of the inventory, the page checks and the one the stories run. */
const runners: Record<AuditCheckId, Check> = { ...checks, 'forced-colors': forcedColorsFindings }

async function run(page: Page, id: AuditCheckId, html: string) {
  // The audit reads motion on a page loaded with reduced motion requested, as the route scans load it.
  await page.emulateMedia({ reducedMotion: id === 'reduced-motion' ? 'reduce' : 'no-preference' })
  await page.setContent(html)
  return runners[id](page)
}

for (const { id } of auditChecks) {
  test(`self-test: ${id} passes a clean page and fails ${defects[id].name}`, async ({ page }) => {
    expect(await run(page, id, base), 'clean page').toEqual([])
    const findings = await run(page, id, base + defects[id].planted)
    test.info().annotations.push({ type: annotationTypes.auditSelfTest, description: `${id} fails ${defects[id].name}: ${findings.join('; ')}` })
    expect(findings.length, `${id} on ${defects[id].name}`).toBeGreaterThan(0)
  })
}

test('self-test: the keyboard walk finds each of its planted defects apart', async ({ page }) => {
  const ringless = await run(page, 'keyboard-walk', base + `<style>button:focus-visible { outline: none; }</style>`)
  expect(ringless).toEqual([expect.stringMatching(/^2\.4\.7 no visible focus: button "A button"/)])
  const covered = await run(page, 'keyboard-walk', base + `<div style="position: fixed; inset: 0; background: #fff; z-index: 5"></div>`)
  expect(covered.filter((finding) => finding.startsWith('2.4.11 hidden'))).toHaveLength(3)
  const trapped = await run(page, 'keyboard-walk', base + trap)
  expect(trapped).toEqual([expect.stringMatching(/^2\.1\.2 trap/)])
})

test('self-test: resize text finds text that does not grow, and a keyboard walk that fails at 32 px', async ({ page }) => {
  const fixed = await run(page, 'resize-text', base + `<style>body { font-size: 16px; }</style>`)
  expect(fixed).toEqual([expect.stringMatching(/^1\.4\.4 text does not grow: body text is 16 px/)])
  // A fixed bar sized in rem grows with the text until it covers the first link, only at 32 px.
  const covering = await run(page, 'resize-text', base + `<div style="position: fixed; inset: 0 0 auto 0; height: 6rem; background: #fff"></div>`)
  expect(covering).toContainEqual(expect.stringMatching(/^1\.4\.4 at 32 px, 2\.4\.11 hidden: a "First link"/))
})

test('self-test: forced colours finds the lost boundary and the lost focus ring apart, and spares a text-drawn control', async ({ page }) => {
  const planted = base + `<style>.flat { appearance: none; border: none; background: #1d4ed8; color: #fff; }
      .ring:focus-visible { outline: none; box-shadow: 0 0 0 3px #1d4ed8; }
      .text { appearance: none; border: none; background: none; text-decoration: underline dotted; }</style>
      <button type="button" class="flat">Filled only</button><a class="ring" href="#ring">Shadow ring</a>
      <button type="button" class="text">Drawn as text</button>`
  const expected = [
    expect.stringMatching(/^forced colours: button "Filled only" loses its boundary/),
    expect.stringMatching(/^forced colours: 2\.4\.7 no visible focus: a "Shadow ring"/),
  ]
  expect(await run(page, 'forced-colors', planted)).toEqual(expected)
  // Looks that passed are judged once a worker; one that failed is judged, and reported, again in the next story.
  expect(await run(page, 'forced-colors', planted), 'the same defects on a second page').toEqual(expected)
})

/** The cookie banner as the site marks it: a region named by its label, whose view Customize switches. */
const banner = (inside: string) =>
  `<section aria-label="${cookieCopy.banner.label}" data-view="simple">
    <button type="button" onclick="const region = this.closest('section'); region.dataset.view = 'customize'; region.querySelector('.custom').hidden = false; region.querySelector('.custom a').focus(); this.hidden = true">${cookieCopy.banner.buttons.customize}</button>
    <div class="custom" hidden><a href="#switch">A switch</a>${inside}
      <button type="button" onclick="const region = this.closest('section'); region.dataset.view = 'simple'; this.parentElement.hidden = true">${cookieCopy.banner.buttons.back}</button></div>
  </section>`

const states = [
  { state: 'the mobile menu', page: (inside: string) => disclosure('menu', `<a href="#home">Home</a>${inside}<a href="#about">About</a>`) },
  { state: 'an expandable card', page: (inside: string) => disclosure('card', `<p>More about it.</p>${inside}<a href="#more">Read on</a>`) },
  { state: 'the banner\'s Customize view', page: banner },
]

for (const { state, page: statePage } of states) {
  test(`self-test: the walk through interactive states passes ${state} and fails it with a trap planted inside`, async ({ page }) => {
    expect(await run(page, 'keyboard-states', base + statePage('')), 'clean').toEqual([])
    const findings = await run(page, 'keyboard-states', base + statePage(trap))
    test.info().annotations.push({ type: annotationTypes.auditSelfTest, description: `keyboard-states fails a trap in ${state}: ${findings.join('; ')}` })
    expect(findings).toContainEqual(expect.stringMatching(/^2\.1\.2 trap in /))
  })
}

test('self-test: the walk through interactive states finds a ringless stop and a covered stop inside an open card', async ({ page }) => {
  const ringless = await run(page, 'keyboard-states', base + `<style>.bare:focus-visible { outline: none; }</style>` + disclosure('card', '<a class="bare" href="#bare">No ring</a>'))
  expect(ringless).toEqual([expect.stringMatching(/^2\.4\.7 no visible focus: a "No ring" .* in "Open card" open$/)])
  const covered = await run(
    page,
    'keyboard-states',
    base + disclosure('card', '<a href="#under">Under the bar</a><div style="position: fixed; inset: 0; background: #fff; z-index: 5"></div>'),
  )
  expect(covered).toContainEqual(expect.stringMatching(/^2\.4\.11 hidden: a "Under the bar" is entirely covered in "Open card" open$/))
})
