// SPEC §2 Demo (/demo): headline, three benefits, demo request form, trusted-by strip, two collapsible use cases and a
// back-to-top button. The copy (demo.json, checked against ./demo.schema) placed in what stays in code: the use cases'
// figures, which SPEC §9 fixes, and the tools each used.
import { withTokens } from '../tokens'
import copyFile from './demo.json' with { type: 'json' }
import type { DemoContent, DemoCopy } from './demo.schema'

const copy: DemoCopy = withTokens(copyFile)

export const demoMeta = copy.meta

const { 'cnn-aircraft': aircraft, 'llm-medical': medical } = copy.useCases.items

export const demoPage = {
  headline: copy.headline,
  intro: copy.intro,
  benefits: copy.benefits,
  form: { formKey: 'demo', heading: copy.form.heading, intro: copy.form.intro },
  benefitsLabel: copy.benefitsLabel,
  trustedBy: copy.trustedBy,
  useCases: {
    heading: copy.useCases.heading,
    labels: copy.useCases.labels,
    intro: copy.useCases.intro,
    items: [
      {
        id: 'cnn-aircraft',
        imageCount: 90000,
        checkpoints: 7,
        faultCheckpoint: 4,
        ...aircraft,
        tools: ['--map-influence', '--analyze-impact', '--edit-weights'],
      },
      {
        id: 'llm-medical',
        checkpoints: 20,
        leakCheckpoints: [4, 5, 6, 7],
        ...medical,
        tools: ['--map-influence', '--analyze-impact', '--edit-weights', '--steer-behavior'],
      },
    ],
  },
  backToTop: copy.backToTop,
} satisfies DemoContent
