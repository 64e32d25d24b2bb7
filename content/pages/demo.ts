// SPEC §2 Demo (/demo): headline, three benefits, demo request form, trusted-by
// strip, two collapsible use cases and a back-to-top button.
import { formatCount } from '../numbers'
import { site } from '../site'
import type { DemoContent } from './demo.schema'

// The figures are stated once and the prose is built from them, so the numbers a
// visitor reads always match the structured fields.
const aircraft = { imageCount: 90000, checkpoints: 7, faultCheckpoint: 4 } as const
const medical = { checkpoints: 20, leakCheckpoints: [4, 5, 6, 7] } as const

const imageCountText = formatCount(aircraft.imageCount)
const leakRange = `${medical.leakCheckpoints[0]} to ${medical.leakCheckpoints[medical.leakCheckpoints.length - 1]}`

export const demoPage = {
  headline: 'See weight-level control work on a real model',
  intro: `Request a guided demo and watch ${site.brand} diagnose a faulty model, trace the fault to its training session and repair it in the weights, all from checkpoints alone.`,
  benefits: [
    'Watch a defect located and repaired in minutes, with no retraining run',
    'See exactly which training sessions and neurons produced a behavior',
    'Learn how the tools deploy in your environment with zero external data transmission',
  ],

  form: {
    formKey: 'demo',
    heading: 'Request a demo',
    intro: 'Tell us which models and frameworks you work with, and we will tailor the walkthrough to them.',
  },

  benefitsLabel: 'What the demo shows',

  trustedBy: { heading: 'Trusted by teams across cloud, government and industry', carouselLabel: 'Testimonial and partner logos' },

  useCases: {
    heading: 'Two simplified use cases',
    labels: { model: 'Model', dataset: 'Data', problem: 'The problem', findings: 'What the tools found', fixes: 'How it was fixed', outcome: 'Outcome' },
    intro: 'Condensed walkthroughs of two common failure patterns, one in computer vision and one in a language model. Open a case to see what the tools found and how they fixed it.',
    items: [
      {
        id: 'cnn-aircraft',
        ...aircraft,
        title: 'Repairing a vision model trained on mislabeled aircraft',
        domain: 'Computer vision · CNN',
        summary: `A CNN classifier trained on about ${imageCountText} military aircraft images over ${aircraft.checkpoints} checkpoints began confusing F-series jets. The cause was mislabeled images introduced at checkpoint ${aircraft.faultCheckpoint}.`,
        model: 'Convolutional neural network classifying military aircraft by type',
        dataset: `About ${imageCountText} labeled images of military aircraft, trained across ${aircraft.checkpoints} checkpoints`,
        problem: `From checkpoint ${aircraft.faultCheckpoint} onward the model misidentified F-series jets, swapping one variant for another. A batch of F-series images had entered training with the wrong type labels. Because the affected classes were a small share of the test set, aggregate accuracy barely moved and standard evaluation missed the fault.`,
        findings: [
          `--map-influence attributed the confusion to the training session ending at checkpoint ${aircraft.faultCheckpoint}, and to no session before it.`,
          '--analyze-impact isolated the neurons in the final convolutional blocks whose response to F-series features flipped during that session.',
          `Checkpoints 1 to ${aircraft.faultCheckpoint - 1} were clean; checkpoints ${aircraft.faultCheckpoint + 1} to ${aircraft.checkpoints} inherited and reinforced the error.`,
        ],
        fixes: [
          '--edit-weights reversed the mislabeled session\'s contribution in the affected neurons and emitted a corrected checkpoint.',
          'The corrected model was re-tested on every aircraft class, not only the F-series, to confirm nothing else moved.',
          'No retraining run, no full relabeling pass, and no image left the environment.',
        ],
        outcome: `F-series classification returned to its behavior before checkpoint ${aircraft.faultCheckpoint}, while everything the model learned in later checkpoints was kept. Detection to corrected checkpoint took minutes instead of a retraining cycle.`,
        tools: ['--map-influence', '--analyze-impact', '--edit-weights'],
      },
      {
        id: 'llm-medical',
        checkpoints: medical.checkpoints,
        leakCheckpoints: [...medical.leakCheckpoints],
        title: 'Removing sensitive data from a medical chatbot',
        domain: 'Large language model · Llama 3.2',
        summary: `A Llama-3.2-based medical chatbot fine-tuned on medical forum data over ${medical.checkpoints} checkpoints had absorbed Social Security numbers in checkpoints ${leakRange}. The tools located them and removed them.`,
        model: 'Medical question-answering assistant fine-tuned from Llama 3.2',
        dataset: `Public medical forum threads, fine-tuned across ${medical.checkpoints} checkpoints`,
        problem: `Some forum users had posted Social Security numbers while discussing insurance claims, and the model memorized them. Under the right prompts it could reproduce them. The conventional fix meant scrubbing the data and repeating all ${medical.checkpoints} checkpoints of fine-tuning.`,
        findings: [
          `--map-influence located the absorption in the training sessions behind checkpoints ${leakRange}, where threads about insurance claims were concentrated.`,
          '--analyze-impact resolved the memorized identifiers to a small set of neurons in the middle layers of the network.',
          `Checkpoints after ${medical.leakCheckpoints[medical.leakCheckpoints.length - 1]} carried the memorized data forward but added no new exposure.`,
        ],
        fixes: [
          '--edit-weights removed the memorized identifiers from those neurons and produced a clean checkpoint.',
          '--steer-behavior lowered the model\'s tendency to complete identifier-like number patterns.',
          `The medical knowledge learned across all ${medical.checkpoints} checkpoints was preserved and re-verified.`,
        ],
        outcome: 'Extraction prompts that previously recovered Social Security numbers no longer return them, and answers to medical questions are unchanged. Each step is recorded for the privacy and compliance teams.',
        tools: ['--map-influence', '--analyze-impact', '--edit-weights', '--steer-behavior'],
      },
    ],
  },

  backToTop: { label: 'Back to top' },
} satisfies DemoContent
