// SPEC §2 Demo. `demoCopySchema` is the marketing team's file, content/pages/demo.json; `demoSchema` is the page's data
// as it renders, the copy placed in the frame content/pages/demo.ts keeps in code (the use cases' figures and tools,
// the form). The use cases' figures of SPEC §9 (about 90,000 images, 7 and 20 checkpoints, fault at checkpoint 4, leak
// in checkpoints 4 to 7) and the three benefits are checked in content/pages/spec.test.ts.
import { z } from 'zod'
import { copyText, formKeySchema, pageMetaCopySchema, textSchema as text, toolFlagSchema } from '../schema'

const { heading, intro, label } = copyText
const paragraph = text.max(900)

const useCaseCopySchema = z.strictObject({
  title: heading,
  domain: text.max(60).describe('The kind of model, such as "Computer vision · CNN".'),
  summary: paragraph.describe('The case in two sentences, shown before it is opened.'),
  model: paragraph.describe('The model.'),
  dataset: paragraph.describe('What it was trained on.'),
  problem: paragraph.describe('What went wrong.'),
  findings: z.array(paragraph).min(2).max(5).describe('What the tools found, 2 to 5 points.'),
  fixes: z.array(paragraph).min(2).max(5).describe('How it was fixed, 2 to 5 points.'),
  outcome: paragraph.describe('The result.'),
})

export const demoCopySchema = z.strictObject({
  meta: pageMetaCopySchema,
  headline: text.max(90).describe('The page\'s main heading.'),
  intro: paragraph.describe('The paragraph under the headline.'),
  benefits: z.array(text.max(200)).length(3).describe('Exactly three benefit bullets (SPEC).'),
  form: z.strictObject({ heading, intro }).describe('The words around the demo request form.'),
  benefitsLabel: text.max(60).describe('The heading over the benefits.'),
  trustedBy: z.strictObject({ heading, carouselLabel: text.max(80).describe('What a screen reader announces for the moving strip of logos.') }),
  useCases: z.strictObject({
    heading,
    labels: z
      .strictObject({ model: label, dataset: label, problem: label, findings: label, fixes: label, outcome: label })
      .describe('The headings inside each use case, in the order shown.'),
    intro,
    items: z
      .strictObject({ 'cnn-aircraft': useCaseCopySchema, 'llm-medical': useCaseCopySchema })
      .describe('The spec\'s two use cases. Their figures (about 90,000 images, 7 checkpoints, the fault at checkpoint 4; 20 checkpoints, leaks in checkpoints 4 to 7) are facts of the spec: keep the text in step with them.'),
  }),
  backToTop: z.strictObject({ label: label.describe('The button that scrolls back to the top.') }),
})

export type DemoCopy = z.infer<typeof demoCopySchema>

const checkpoint = z.number().int().positive()

const useCaseBaseSchema = z.strictObject({
  title: text,
  domain: text,
  summary: text,
  model: text,
  dataset: text,
  problem: text,
  findings: z.array(text).min(2).max(5),
  fixes: z.array(text).min(2).max(5),
  outcome: text,
  tools: z.array(toolFlagSchema).min(1),
  checkpoints: checkpoint,
})

export const demoSchema = z.strictObject({
  headline: text,
  intro: text,
  benefits: z.array(text).min(1),
  form: z.strictObject({
    formKey: formKeySchema,
    heading: text,
    intro: text,
  }),
  benefitsLabel: text,
  trustedBy: z.strictObject({ heading: text, carouselLabel: text }),
  useCases: z.strictObject({
    heading: text,
    intro: text,
    labels: z.strictObject({ model: text, dataset: text, problem: text, findings: text, fixes: text, outcome: text }),
    // SPEC §2: a single-open accordion that can be fully collapsed. The two cases
    // carry different figures, so each has its own shape.
    items: z.tuple([
      useCaseBaseSchema.extend({ id: z.literal('cnn-aircraft'), imageCount: z.number().int().positive(), faultCheckpoint: checkpoint }),
      useCaseBaseSchema.extend({ id: z.literal('llm-medical'), leakCheckpoints: z.array(checkpoint).min(1) }),
    ]),
  }),
  backToTop: z.strictObject({ label: text }),
})

export type DemoContent = z.infer<typeof demoSchema>
export type DemoUseCase = DemoContent['useCases']['items'][number]
export type DemoUseCaseLabels = DemoContent['useCases']['labels']
