// SPEC §2 Demo: the shape of the page's content. The use cases' figures of
// SPEC §9 (about 90,000 images, 7 and 20 checkpoints, fault at checkpoint 4, leak
// in checkpoints 4 to 7) and the three benefits are checked in content/pages/spec.test.ts.
import { z } from 'zod'
import { formKeySchema, textSchema as text, toolFlagSchema } from '../schema'

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
