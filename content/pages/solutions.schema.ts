// SPEC §2 Solutions and §3 "Solution code samples": the shape of the page's
// content. The tool cards' order, flags and icons, which card shows a results
// file and chart, the identifiers the samples must show, the workflow scenarios
// and the fixed labels are checked in content/pages/spec.test.ts.
import { z } from 'zod'
import {
  codeLanguageSchema,
  externalHrefSchema,
  heroSchema,
  iconNameSchema,
  imageSchema,
  linkSchema,
  slugSchema,
  textSchema as text,
  toolFlagSchema,
  toolIdSchema,
} from '../schema'

const lineCount = (code: string) => code.split('\n').length

const codeSampleSchema = z.strictObject({
  language: codeLanguageSchema,
  filename: z.string().regex(/^[a-z0-9_]+\.[a-z]+$/),
  code: z
    .string()
    .refine((code) => !code.startsWith('\n') && !code.endsWith('\n'), 'no leading or trailing blank line')
    // Long enough to show real use, short enough to read without scrolling.
    .refine((code) => lineCount(code) >= 8 && lineCount(code) <= 20, '8 to 20 lines'),
})

const resultsDownloadSchema = z
  .strictObject({ caption: text, language: codeLanguageSchema, url: externalHrefSchema, code: text })
  .refine((download) => download.code.includes(download.url), 'the snippet downloads the stated url')

const solutionToolSchema = z.strictObject({
  id: toolIdSchema,
  /** Further #anchors that open this card: the footer's (content/navigation.ts). */
  anchorIds: z.array(slugSchema),
  flag: toolFlagSchema,
  icon: iconNameSchema,
  title: text,
  summary: text,
  codeSample: codeSampleSchema,
  practitionerBenefits: z.array(text).min(3).max(4),
  businessBenefits: z.array(text).min(3).max(4),
  audienceSummary: z.strictObject({ practitioner: text, business: text }),
  resultsDownload: resultsDownloadSchema.optional(),
  chart: imageSchema.optional(),
})

const scenarioSchema = z.strictObject({
  id: text,
  title: text,
  context: text,
  steps: z.array(z.strictObject({ tool: toolFlagSchema, title: text, body: text })).min(1),
  outcome: text,
})

const listSchema = z.strictObject({ heading: text, items: z.array(text).min(1) })

const toggleLabelsSchema = z.strictObject({ expand: text, collapse: text })

export const solutionsSchema = z.strictObject({
  hero: heroSchema,
  tools: z.strictObject({
    heading: text,
    intro: text,
    labels: toggleLabelsSchema.extend({
      code: text,
      practitionerBenefits: text,
      businessBenefits: text,
      practitioner: text,
      business: text,
    }),
    items: z.array(solutionToolSchema).min(1),
  }),
  workflows: z.strictObject({
    heading: text,
    intro: text,
    labels: toggleLabelsSchema,
    scenarios: z.array(scenarioSchema).min(1),
  }),
  integration: z.strictObject({
    id: text,
    heading: text,
    intro: text,
    platformCompatibility: listSchema,
    integrationPath: z.strictObject({
      heading: text,
      steps: z.array(z.strictObject({ title: text, timing: text, body: text })).min(1),
    }),
    compatibility: z.strictObject({
      /** The panel's element id; `#integration` opens it (SPEC §4). */
      id: slugSchema,
      heading: text,
      summary: text,
      labels: toggleLabelsSchema,
      architectures: listSchema,
      frameworks: listSchema,
      platforms: listSchema,
      deployment: listSchema,
      modelFamilies: listSchema,
    }),
  }),
  final: z.strictObject({ heading: text, body: text, primary: linkSchema, secondary: linkSchema }),
})

export type SolutionsContent = z.infer<typeof solutionsSchema>
export type SolutionTool = SolutionsContent['tools']['items'][number]
