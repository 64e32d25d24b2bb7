// SPEC §2 Solutions and §3 "Solution code samples". The unit tests parse
// content/pages/solutions.ts with this schema. The tool and icon vocabularies
// below are shared by the Home and Industries page schemas.
import { z } from 'zod'
import { externalHrefSchema, imageSchema } from '../schema'

/** Mirrors the design-system Icon set; a name outside it would render nothing. */
export const iconNames = [
  'arrow-right', 'arrow-left', 'external', 'menu', 'close', 'check', 'chevron-down', 'copy', 'play', 'download', 'info', 'mail',
  'linkedin', 'edit-weights', 'steer-behavior', 'analyze-impact', 'map-influence', 'shield', 'lock', 'bolt', 'gauge', 'audit',
  'cloud', 'server', 'layers', 'cpu', 'database', 'foundry', 'factory', 'defense', 'finance', 'healthcare', 'mission',
  'zero-data', 'spark', 'flask',
] as const
export const iconNameSchema = z.enum(iconNames)

/** The card ids the Solutions page reacts to (SPEC §4), in display order. */
export const toolIds = ['editing', 'steering', 'analysis', 'mapping'] as const
export const toolFlags = {
  editing: '--edit-weights',
  steering: '--steer-behavior',
  analysis: '--analyze-impact',
  mapping: '--map-influence',
} as const
export const toolIconNames = {
  editing: 'edit-weights',
  steering: 'steer-behavior',
  analysis: 'analyze-impact',
  mapping: 'map-influence',
} as const
export const toolIdSchema = z.enum(toolIds)
export const toolFlagSchema = z.enum(['--edit-weights', '--steer-behavior', '--analyze-impact', '--map-influence'])

const text = z.string().trim().min(1)
const lineCount = (code: string) => code.split('\n').length

/** SPEC §3: the samples, taken together, show every client-library name the spec lists. */
const requiredIdentifiers = [
  'project_id',
  'file_list',
  '"id"',
  'file_ids_to_exclude',
  'new_checkpoint',
  'stimulus_path',
  'amplitude',
  'checkpoint_type',
  'file_name',
  'tag',
] as const

const codeSampleSchema = z.strictObject({
  language: z.literal('python'),
  filename: z.string().regex(/^[a-z0-9_]+\.py$/),
  code: z
    .string()
    .refine((code) => !code.startsWith('\n') && !code.endsWith('\n'), 'no leading or trailing blank line')
    .refine((code) => lineCount(code) >= 8 && lineCount(code) <= 20, '8 to 20 lines')
    .refine((code) => /^from [a-z]+ import Client$/m.test(code), 'imports Client from the client library'),
})

const resultsDownloadSchema = z.strictObject({
  caption: text,
  language: z.literal('bash'),
  url: externalHrefSchema.refine((url) => url.startsWith('https://results.'), 'served from the results host'),
  code: text,
}).refine((download) => download.code.includes(download.url), 'the snippet downloads the stated url')

const chartSchema = imageSchema.extend({
  src: z.literal('/images/solutions/influence-map.svg'),
  width: z.literal(960),
  height: z.literal(540),
})

const solutionToolSchema = z
  .strictObject({
    id: toolIdSchema,
    flag: toolFlagSchema,
    icon: iconNameSchema,
    title: text,
    summary: text,
    codeSample: codeSampleSchema,
    practitionerBenefits: z.array(text).min(3).max(4),
    businessBenefits: z.array(text).min(3).max(4),
    audienceSummary: z.strictObject({ practitioner: text, business: text }),
    /** Only the mapping card shows a results file and a chart (SPEC §2). */
    resultsDownload: resultsDownloadSchema.optional(),
    chart: chartSchema.optional(),
  })
  .refine((tool) => tool.flag === toolFlags[tool.id], 'flag matches id')
  .refine((tool) => tool.icon === toolIconNames[tool.id], 'icon matches id')
  .refine((tool) => (tool.id === 'mapping') === (tool.resultsDownload !== undefined), 'only mapping has resultsDownload')
  .refine((tool) => (tool.id === 'mapping') === (tool.chart !== undefined), 'only mapping has chart')

const scenarioSchema = z.strictObject({
  id: z.enum(['pii-leakage', 'data-poisoning', 'model-drift', 'bias-lending']),
  title: text,
  context: text,
  steps: z.array(z.strictObject({ tool: toolFlagSchema, title: text, body: text })).length(5),
  outcome: text,
})

const listSchema = z.strictObject({ heading: text, items: z.array(text).min(1) })

export const solutionsSchema = z.strictObject({
  hero: z.strictObject({ eyebrow: text, heading: text, body: text }),
  tools: z.strictObject({
    heading: text,
    intro: text,
    labels: z.strictObject({
      expand: z.literal('Learn More'),
      collapse: text,
      code: text,
      practitionerBenefits: text,
      businessBenefits: text,
      practitioner: text,
      business: text,
    }),
    items: z
      .array(solutionToolSchema)
      .length(4)
      .refine((items) => items.map((item) => item.id).join() === toolIds.join(), `ids in order ${toolIds.join(', ')}`)
      .refine(
        (items) => requiredIdentifiers.every((name) => items.some((item) => item.codeSample.code.includes(name))),
        `code samples mention ${requiredIdentifiers.join(', ')}`,
      ),
  }),
  workflows: z.strictObject({
    heading: z.literal('How the Tools Work Together'),
    intro: text,
    labels: z.strictObject({ expand: text, collapse: text }),
    scenarios: z
      .array(scenarioSchema)
      .length(4)
      .refine((items) => items.map((item) => item.id).join() === 'pii-leakage,data-poisoning,model-drift,bias-lending', 'scenario ids in order'),
  }),
  integration: z.strictObject({
    id: z.literal('integration'),
    heading: text,
    intro: text,
    platformCompatibility: listSchema,
    integrationPath: z.strictObject({
      heading: text,
      steps: z.array(z.strictObject({ title: text, timing: text, body: text })).length(3),
    }),
    compatibility: z.strictObject({
      heading: text,
      labels: z.strictObject({ expand: text, collapse: text }),
      architectures: listSchema.extend({
        items: z.tuple([z.literal('Transformers'), z.literal('CNNs'), z.literal('RNNs/LSTMs'), z.literal('Multimodal')]),
      }),
      frameworks: listSchema.extend({ items: z.array(text).length(4) }),
      /** Three public clouds, then on-premises and hybrid (SPEC §1). */
      platforms: listSchema.extend({
        items: z.tuple([text, text, text, z.literal('On-premises'), z.literal('Hybrid')]),
      }),
      deployment: listSchema,
      modelFamilies: listSchema.refine((list) => list.items.length >= 5 && list.items.at(-1) === 'Other open models', 'several families, then "Other open models"'),
    }),
  }),
  final: z.strictObject({
    heading: text,
    body: text,
    primary: z.strictObject({ label: z.literal('See the Tools in Action → Schedule a Technical Call'), href: z.literal('/get-started') }),
    secondary: z.strictObject({ label: z.literal('See (Simplified) Demo for CNN and LLM'), href: z.literal('/demo') }),
  }),
})

export type SolutionsContent = z.infer<typeof solutionsSchema>
export type SolutionTool = SolutionsContent['tools']['items'][number]
export type SolutionScenario = SolutionsContent['workflows']['scenarios'][number]
