// The fixed copy, figures, counts and link targets the spec prescribes for each
// page. The schemas beside the page modules check shape only; these tests pin
// what SPEC.md states, each naming its clause, so a copy edit that breaks a
// claim fails here with the clause to read.
import { describe, expect, test } from 'vitest'
import { placeholders, site } from '../site'
import { aboutPage } from './about'
import { contactPage } from './contact'
import { demoPage } from './demo'
import { getStartedPage } from './get-started'
import { home } from './home'
import { industriesPage } from './industries'
import { contentImpactPage, degradationDetectionPage, modelOptimizationPage } from './solution-details'
import { solutions } from './solutions'

const { ceo, vp, cloud } = placeholders
const toolIds = ['editing', 'steering', 'analysis', 'mapping']
const toolFlags = { editing: '--edit-weights', steering: '--steer-behavior', analysis: '--analyze-impact', mapping: '--map-influence' }
// The design-system icons drawn for each tool (same names as the flags).
const toolIcons = { editing: 'edit-weights', steering: 'steer-behavior', analysis: 'analyze-impact', mapping: 'map-influence' }
const link = (label: string, href: string) => ({ label, href })

describe('Home (SPEC §2 Home)', () => {
  test('the hero subline and its two calls to action', () => {
    expect(home.hero.subline).toBe('First-in-Kind Tool for AI/MLOps')
    expect(home.hero.primaryCta.href).toBe('/get-started')
    expect(home.hero.secondaryCta.href).toBe('/solutions')
  })

  test('four tool cards link to /solutions#editing, #steering, #analysis, #mapping, with their flags and icons', () => {
    expect(home.tools.items.map((tool) => tool.id)).toEqual(toolIds)
    for (const tool of home.tools.items) {
      expect(tool.href, tool.id).toBe(`/solutions#${tool.id}`)
      expect(tool.flag, tool.id).toBe(toolFlags[tool.id])
      expect(tool.icon, tool.id).toBe(toolIcons[tool.id])
    }
  })

  test('four stat tiles (90%, Instant, Secure, 100%) link to /industries', () => {
    expect(home.stats.items.map((item) => item.value)).toEqual(['90%', 'Instant', 'Secure', '100%'])
    expect(new Set(home.stats.items.map((item) => item.href))).toEqual(new Set(['/industries']))
  })

  test('"Try it Yourself" to /demo, four capability cards to /solutions#integration, closing "Get Started"', () => {
    expect(home.demo.cta).toEqual(link('Try it Yourself', '/demo'))
    expect(home.capabilities.items).toHaveLength(4)
    expect(new Set(home.capabilities.items.map((item) => item.href))).toEqual(new Set(['/solutions#integration']))
    expect(home.closing.cta).toEqual(link('Get Started', '/get-started'))
  })
})

describe('Solutions (SPEC §2 Solutions, §3 "Solution code samples")', () => {
  const tools = solutions.tools.items

  test('four tool cards with ids editing, steering, analysis, mapping, their flags and icons', () => {
    expect(tools.map((tool) => tool.id)).toEqual(toolIds)
    for (const tool of tools) {
      expect(tool.flag, tool.id).toBe(toolFlags[tool.id])
      expect(tool.icon, tool.id).toBe(toolIcons[tool.id])
    }
    expect(solutions.tools.labels.expand).toBe('Learn More')
  })

  test('only the mapping card shows a results-file download snippet and a chart image', () => {
    expect(tools.filter((tool) => tool.resultsDownload).map((tool) => tool.id)).toEqual(['mapping'])
    expect(tools.filter((tool) => tool.chart).map((tool) => tool.id)).toEqual(['mapping'])
    const mapping = tools.find((tool) => tool.id === 'mapping')
    expect(mapping?.resultsDownload?.language).toBe('bash')
    expect(mapping?.resultsDownload?.url).toMatch(/^https:\/\/results\./)
    expect(mapping?.chart).toMatchObject({ src: '/images/solutions/influence-map.svg', width: 960, height: 540 })
  })

  test('code samples are Python using the Client of the illustrative client library', () => {
    for (const tool of tools) {
      expect(tool.codeSample.language, tool.id).toBe('python')
      expect(tool.codeSample.filename, tool.id).toMatch(/\.py$/)
      expect(tool.codeSample.code, tool.id).toMatch(/^from [a-z]+ import Client$/m)
    }
  })

  test('the samples, taken together, mention every identifier SPEC §3 lists', () => {
    const code = tools.map((tool) => tool.codeSample.code).join('\n')
    for (const name of ['project_id', 'file_list', '"id"', 'file_ids_to_exclude', 'new_checkpoint', 'stimulus_path', 'amplitude', 'checkpoint_type', 'file_name', 'tag']) {
      expect(code, name).toContain(name)
    }
  })

  test('"How the Tools Work Together": four five-step scenarios in order', () => {
    expect(solutions.workflows.heading).toBe('How the Tools Work Together')
    expect(solutions.workflows.scenarios.map((scenario) => scenario.id)).toEqual(['pii-leakage', 'data-poisoning', 'model-drift', 'bias-lending'])
    for (const scenario of solutions.workflows.scenarios) expect(scenario.steps, scenario.id).toHaveLength(5)
    const flags = new Set(Object.values(toolFlags))
    for (const step of solutions.workflows.scenarios.flatMap((scenario) => scenario.steps)) expect(flags).toContain(step.tool)
  })

  test('the integration section (id integration) has a three-step path and the compatibility lists of SPEC §1', () => {
    const { integration } = solutions
    expect(integration.id).toBe('integration')
    expect(integration.integrationPath.steps).toHaveLength(3)
    expect(integration.compatibility.architectures.items).toEqual(['Transformers', 'CNNs', 'RNNs/LSTMs', 'Multimodal'])
    expect(integration.compatibility.frameworks.items).toHaveLength(4)
    // Three public clouds, then on-premises and hybrid.
    expect(integration.compatibility.platforms.items).toHaveLength(5)
    expect(integration.compatibility.platforms.items.slice(3)).toEqual(['On-premises', 'Hybrid'])
    expect(integration.compatibility.modelFamilies.items.length).toBeGreaterThanOrEqual(5)
    expect(integration.compatibility.modelFamilies.items.at(-1)).toBe('Other open models')
  })

  test('the final section\'s two buttons', () => {
    expect(solutions.final.primary).toEqual(link('See the Tools in Action → Schedule a Technical Call', '/get-started'))
    expect(solutions.final.secondary).toEqual(link('See (Simplified) Demo for CNN and LLM', '/demo'))
  })
})

describe('Industries (SPEC §2 Industries, §3 "Industry item")', () => {
  test('six cards in order, each with its sector icon and four key benefits', () => {
    const { industries } = industriesPage
    expect(industries.map((industry) => industry.id)).toEqual(['foundries', 'manufacturing', 'defense', 'financial', 'healthcare', 'mission-critical'])
    expect(industries.map((industry) => industry.icon)).toEqual(['foundry', 'factory', 'defense', 'finance', 'healthcare', 'mission'])
    for (const industry of industries) expect(industry.businessBenefits, industry.id).toHaveLength(4)
  })

  test('"Learn More" toggles a card and "Get Started" leads to /get-started', () => {
    expect(industriesPage.labels.expand).toBe('Learn More')
    expect(industriesPage.cta).toEqual(link('Get Started', '/get-started'))
  })
})

describe('About (SPEC §2 About, §9 leadership and trust figures)', () => {
  test('the quote on the black-box problem is the CEO\'s', () => {
    expect(aboutPage.quote).toMatchObject({ name: ceo.name, role: ceo.role })
  })

  test('the overview video is the site\'s video with its 16:9 poster', () => {
    expect(aboutPage.video.url).toBe(site.videoUrl)
    expect(aboutPage.video.poster).toMatchObject({ src: '/images/about/video-poster.svg', width: 1280, height: 720 })
  })

  test('Team & Expertise names the CEO and the VP with their profiles', () => {
    expect(aboutPage.team.heading).toBe('Team & Expertise')
    expect(aboutPage.team.leaders.map(({ name, role, profileUrl }) => ({ name, role, profileUrl }))).toEqual([
      { name: ceo.name, role: ceo.role, profileUrl: ceo.profileUrl },
      { name: vp.name, role: vp.role, profileUrl: vp.profileUrl },
    ])
  })

  test('leadership: 9 exits (3 as CEO, 6 interim or advisory), 20 patents, 17 years in AI', () => {
    const [exits, ...rest] = aboutPage.team.stats
    expect({ id: exits.id, value: exits.value, breakdown: exits.breakdown.map((part) => part.value) }).toEqual({ id: 'exits', value: 9, breakdown: [3, 6] })
    expect(rest.map(({ id, value }) => ({ id, value }))).toEqual([
      { id: 'patents', value: 20 },
      { id: 'years-in-ai', value: 17 },
    ])
  })

  test('Proof & Trust Signals: 2 letters of support, 1 patent pending, channels, accelerators', () => {
    expect(aboutPage.proof.heading).toBe('Proof & Trust Signals')
    expect(aboutPage.proof.signals.map((signal) => ({ id: signal.id, value: 'value' in signal ? signal.value : undefined }))).toEqual([
      { id: 'letters-of-support', value: 2 },
      { id: 'patent-pending', value: 1 },
      { id: 'channels', value: undefined },
      { id: 'accelerators', value: undefined },
    ])
  })

  test('a Get Started button to /get-started', () => {
    expect(aboutPage.cta).toEqual(link('Get Started', '/get-started'))
  })
})

describe('Get Started (SPEC §2 Get Started, §1 and §9 sales path)', () => {
  test('the 30-minute technical call opens the scheduling service in a new tab', () => {
    expect(getStartedPage.technicalCall).toMatchObject({ href: site.schedulingUrl, durationMinutes: 30, newTab: true })
    expect(getStartedPage.technicalCall.note).toContain('30-minute')
    expect(getStartedPage.closing.cta).toMatchObject({ href: site.schedulingUrl, newTab: true })
  })

  test('Contact Us buttons lead to /contact-us', () => {
    expect(getStartedPage.contact).toEqual(link('Contact Us', '/contact-us'))
    expect(getStartedPage.closing.secondary).toEqual(link('Contact Us', '/contact-us'))
  })

  test('three-step How It Works and Try it Yourself to /demo', () => {
    expect(getStartedPage.howItWorks.steps.map((step) => step.title)).toEqual(['Technical Call', 'Subscription Setup', 'Rapid Deployment'])
    expect(getStartedPage.tryIt.cta).toEqual(link('Try it Yourself', '/demo'))
  })

  test('Compatible by Design: four framework families, three clouds (one the marketplace cloud) plus on-premises and hybrid', () => {
    const { compatibleByDesign } = getStartedPage
    expect(compatibleByDesign.heading).toBe('Compatible by Design')
    expect(compatibleByDesign.items.map((item) => item.id)).toEqual(['architectures', 'frameworks', 'platforms', 'deployment'])
    const entries = Object.fromEntries(compatibleByDesign.items.map((item) => [item.id, item.entries]))
    expect(entries.frameworks).toHaveLength(4)
    expect(entries.platforms).toHaveLength(5)
    expect(entries.platforms).toContain(cloud.name)
    for (const item of compatibleByDesign.items) expect(item.entries.length, item.id).toBeGreaterThanOrEqual(3)
  })

  test('Models Supported lists several families, ending with "Other open models"', () => {
    expect(getStartedPage.modelsSupported.heading).toBe('Models Supported')
    expect(getStartedPage.modelsSupported.families.length).toBeGreaterThanOrEqual(4)
    expect(getStartedPage.modelsSupported.families.at(-1)).toBe('Other open models')
  })
})

describe('Solution detail pages (SPEC §2)', () => {
  test('content impact: Copyrights & AI and AI Data Analysis blocks, CONTACT US button', () => {
    expect(contentImpactPage.copyrights.heading).toBe('Copyrights & AI')
    expect(contentImpactPage.dataAnalysis.heading).toBe('AI Data Analysis')
    expect(contentImpactPage.cta.label).toBe('CONTACT US')
  })

  test('degradation detection: Did You Know, What\'s New linking to the article, two cards', () => {
    expect(degradationDetectionPage.didYouKnow.heading).toBe('Did You Know?')
    expect(degradationDetectionPage.whatsNew.heading).toBe('What\'s New')
    expect(degradationDetectionPage.whatsNew.link.href).toBe('/blog/ai-degradation-detection')
    expect(degradationDetectionPage.cards).toHaveLength(2)
  })

  test('model optimization quotes the CEO', () => {
    expect(modelOptimizationPage.quote).toMatchObject({ name: ceo.name, role: ceo.role })
  })

  test('every detail page\'s contact button leads to /get-started', () => {
    for (const page of [contentImpactPage, degradationDetectionPage, modelOptimizationPage]) expect(page.cta.href).toBe('/get-started')
  })
})

describe('Contact (SPEC §2 Contact, §7 "Create form")', () => {
  test('the lead form is the one shared with two white papers', () => {
    expect(contactPage.form.formKey).toBe('shared')
  })

  test('the e-mail item mails the contact address', () => {
    const mailto = `mailto:${site.contactEmail}`
    expect(contactPage.info.items.map((item) => item.id)).toEqual(['email', 'location', 'response-time'])
    expect(contactPage.info.items[0]).toMatchObject({ value: site.contactEmail, href: mailto })
  })

  test('quick actions: the company profile (new tab), /get-started, /solutions', () => {
    expect(contactPage.quickActions.items.map((item) => item.href)).toEqual([site.companyProfileUrl, '/get-started', '/solutions'])
    expect(contactPage.quickActions.items.map((item) => 'newTab' in item && item.newTab === true)).toEqual([true, false, false])
  })
})

describe('Demo (SPEC §2 Demo, §9 demo figures, §7 "Create form")', () => {
  test('three benefit bullets and the demo form', () => {
    expect(demoPage.benefits).toHaveLength(3)
    expect(demoPage.form.formKey).toBe('demo')
  })

  test('CNN: about 90,000 aircraft images, 7 checkpoints, fault at checkpoint 4', () => {
    expect(demoPage.useCases.items[0]).toMatchObject({ id: 'cnn-aircraft', imageCount: 90000, checkpoints: 7, faultCheckpoint: 4 })
  })

  test('LLM: 20 checkpoints, sensitive data in checkpoints 4 to 7', () => {
    expect(demoPage.useCases.items[1]).toMatchObject({ id: 'llm-medical', checkpoints: 20, leakCheckpoints: [4, 5, 6, 7] })
  })
})
