// SPEC §2 Demo and §9: the two use cases' figures (about 90,000 images, 7 and 20
// checkpoints, fault at checkpoint 4, leak in checkpoints 4 to 7) are literals.
import { z } from 'zod'
import { formFallbackSchema } from './contact.schema'
import { toolFlagSchema } from './solutions.schema'

const text = z.string().trim().min(1)

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
})

export const demoSchema = z.strictObject({
  headline: text,
  intro: text,
  benefits: z.tuple([text, text, text]),
  form: z.strictObject({
    formKey: z.literal('demo'),
    heading: text,
    intro: text,
    fallback: formFallbackSchema,
  }),
  trustedBy: z.strictObject({ heading: text }),
  useCases: z.strictObject({
    heading: text,
    intro: text,
    // SPEC §2: a single-open accordion that can be fully collapsed.
    items: z.tuple([
      useCaseBaseSchema.extend({
        id: z.literal('cnn-aircraft'),
        imageCount: z.literal(90000),
        checkpoints: z.literal(7),
        faultCheckpoint: z.literal(4),
      }),
      useCaseBaseSchema.extend({
        id: z.literal('llm-medical'),
        checkpoints: z.literal(20),
        leakCheckpoints: z.tuple([z.literal(4), z.literal(5), z.literal(6), z.literal(7)]),
      }),
    ]),
  }),
  backToTop: z.strictObject({ label: text }),
})

export type DemoContent = z.infer<typeof demoSchema>
export type DemoUseCase = DemoContent['useCases']['items'][number]
