// SPEC §2 Solutions and §3 "Solution code samples". `solutionsCopySchema` is the marketing team's file,
// content/pages/solutions.json; `solutionsSchema` is the page's data as it renders, the copy placed in the frame
// content/pages/solutions.ts keeps in code (the tools' ids, flags, icons and anchors, the code samples, the spec's
// compatibility lists, links and fixed labels). The tool cards' order, flags and icons, which card shows a results
// file and chart, the identifiers the samples must show, the workflow scenarios and the fixed labels are checked in
// content/pages/spec.test.ts.
import { z } from 'zod'
import { toolFlags } from '../tools'
import {
  codeLanguageSchema,
  externalHrefSchema,
  copyText,
  heroCopySchema,
  heroSchema,
  iconNameSchema,
  imageSchema,
  linkSchema,
  pageMetaCopySchema,
  slugSchema,
  textSchema as text,
  toolFlagSchema,
  toolIdSchema,
} from '../schema'

const { heading, intro: paragraph, listItem: benefit, label } = copyText

const toolCopySchema = z.strictObject({
  title: heading.describe('The tool\'s name on its card.'),
  summary: text.max(600).describe('What the tool does, on its closed card.'),
  practitionerBenefits: z.array(benefit).min(3).max(4).describe('3 or 4 benefits for ML practitioners.'),
  businessBenefits: z.array(benefit).min(3).max(4).describe('3 or 4 benefits for the business.'),
  audienceSummary: z
    .strictObject({
      practitioner: text.max(200).describe('The tool in one line, for ML practitioners.'),
      business: text.max(200).describe('The tool in one line, for the business.'),
    })
    .describe('One line each, for the practitioner and the business view.'),
})

const scenarioCopySchema = z.strictObject({
  title: text.max(90).describe('What went wrong, as the scenario\'s heading.'),
  context: text.max(600).describe('The situation, in a sentence or two.'),
  steps: z
    .array(
      z.strictObject({
        tool: z.enum(Object.values(toolFlags)).describe('The tool this step uses.'),
        title: text.max(60).describe('The step\'s heading.'),
        body: text.max(300).describe('What the tool does in this step.'),
      }),
    )
    .length(5)
    .describe('Exactly five steps (SPEC).'),
  outcome: text.max(300).describe('The result, in one sentence.'),
})

export const solutionsCopySchema = z.strictObject({
  meta: pageMetaCopySchema,
  hero: heroCopySchema,
  tools: z.strictObject({
    heading,
    intro: paragraph,
    labels: z
      .strictObject({
        collapse: label.describe('The button that closes an open card.'),
        code: label.describe('The heading over the code sample.'),
        practitionerBenefits: label.describe('The heading over the benefits for ML practitioners.'),
        businessBenefits: label.describe('The heading over the benefits for the business.'),
        practitioner: label.describe('The label of the practitioner\'s summary.'),
        business: label.describe('The label of the business summary.'),
      })
      .describe('The words on an open card ("Learn More", which opens it, is fixed).'),
    items: z
      .strictObject({
        editing: toolCopySchema,
        steering: toolCopySchema,
        analysis: toolCopySchema,
        mapping: toolCopySchema.extend({
          resultsCaption: text.max(200).describe('The line over the sample results file\'s download command.'),
          chartAlt: text.max(300).describe('What the influence chart shows, for readers who cannot see it.'),
        }),
      })
      .describe('The four tool cards; their flags, icons and code samples are fixed.'),
  }),
  workflows: z.strictObject({
    intro: paragraph,
    labels: z
      .strictObject({ expand: label.describe('The button that opens a scenario.'), collapse: label.describe('The button that closes it.') })
      .describe('The buttons that open and close a scenario.'),
    scenarios: z
      .strictObject({ 'pii-leakage': scenarioCopySchema, 'data-poisoning': scenarioCopySchema, 'model-drift': scenarioCopySchema, 'bias-lending': scenarioCopySchema })
      .describe('The spec\'s four scenarios, in its order, under the fixed heading "How the Tools Work Together".'),
  }),
  integration: z.strictObject({
    heading,
    intro: paragraph,
    platformCompatibility: z.array(benefit).min(3).max(6).describe('The points under "Platform Compatibility".'),
    integrationPath: z
      .array(
        z.strictObject({
          title: text.max(60).describe('The step\'s heading.'),
          timing: text.max(30).describe('How long it takes, such as "30 minutes".'),
          body: text.max(300).describe('What happens in this step.'),
        }),
      )
      .length(3)
      .describe('The spec\'s three steps: a 30-minute technical assessment, a live demo and pilot design, deployment in days.'),
    compatibility: z.strictObject({
      heading,
      summary: paragraph,
      labels: z.strictObject({
        expand: label.describe('The button that opens the compatibility details.'),
        collapse: label.describe('The button that closes them.'),
      }),
      deployment: z.array(text.max(120)).min(3).max(6).describe('The ways to deploy; the architectures, frameworks, platforms and model families are the spec\'s lists.'),
    }),
  }),
  final: z.strictObject({ heading, body: paragraph }).describe('The closing block; its two buttons are the spec\'s.'),
})

export type SolutionsCopy = z.infer<typeof solutionsCopySchema>

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
