// SPEC §2 Solutions: the page's copy (solutions.json, checked against ./solutions.schema) placed in what stays in code.
// The footer's Solutions anchors (content/navigation.ts) land on the card each tool's
// `anchorIds` names: Weight-Level Editing on editing, Behavior Steering on steering,
// Training Impact Analysis on analysis, and Neural Diagnostics on mapping, the tool that
// diagnoses when and where a model went wrong.
// The code samples illustrate the client library (SPEC §3); the site never runs them.
import { compatibilityLists } from '../compatibility'
import { site } from '../site'
import { withTokens } from '../tokens'
import { toolFlags, toolIcons } from '../tools'
import copyFile from './solutions.json' with { type: 'json' }
import type { SolutionsContent, SolutionsCopy } from './solutions.schema'

// The content check holds the file to the schema; TypeScript reads a JSON file's strings as any string, so the
// scenario steps' tool flags take the schema's type here.
const copy = withTokens(copyFile) as SolutionsCopy

export const solutionsMeta = copy.meta

/** The client library is named after the brand. */
const pkg = site.brand.toLowerCase()
const resultsUrl = `https://results.${new URL(site.origin).hostname.replace(/^www\./, '')}/samples/med-forum-chatbot/influence_map.csv`

const editingCode = `from ${pkg} import Client

# Checkpoints are read in place; no training data is uploaded or copied.
client = Client(project_id="support-bot-prod")

# The manifest holds ids, file names and tags only, never file contents.
file_list = client.load_manifest("manifests/finetune_v7.json")
leaked = [f["id"] for f in file_list if f["tag"] == "pii-suspect"]

result = client.edit_weights(
    checkpoint="ckpt/finetune_v7.safetensors",
    checkpoint_type="safetensors",
    file_ids_to_exclude=leaked,
    new_checkpoint="ckpt/finetune_v7_clean.safetensors",
)
print(result.summary())`

const steeringCode = `from ${pkg} import Client

client = Client(project_id="claims-assistant")

# A few hundred prompts that exemplify the behavior to reinforce.
stimulus_path = "stimuli/decline_medical_advice.jsonl"

result = client.steer_behavior(
    checkpoint="ckpt/assistant_step_42000.pt",
    checkpoint_type="pytorch",
    stimulus_path=stimulus_path,
    amplitude=0.6,  # positive strengthens, negative suppresses
    new_checkpoint="ckpt/assistant_step_42000_steered.pt",
    tag="decline-medical-advice-v1",
)
for layer in result.top_layers(5):
    print(layer.name, round(layer.shift, 4))`

const analysisCode = `from ${pkg} import Client

client = Client(project_id="weld-inspection-cnn")

file_list = [
    {"id": 101, "file_name": "line_a_2025_q1.tar", "tag": "baseline"},
    {"id": 102, "file_name": "line_a_2025_q2.tar", "tag": "retooled"},
    {"id": 103, "file_name": "synthetic_cracks.tar", "tag": "synthetic"},
]

report = client.analyze_impact(
    checkpoints=["ckpt/epoch_30.h5", "ckpt/epoch_45.h5"],
    checkpoint_type="keras",
    file_list=file_list,
)
for hit in report.top_neurons(limit=10):
    print(hit.layer, hit.neuron, hit.file_id, f"{hit.impact:+.3f}")`

const mappingCode = `from ${pkg} import Client

client = Client(project_id="med-forum-chatbot")

# One entry per training session; the 20 checkpoints stay in your storage.
file_list = [
    {"id": n, "file_name": f"forum_batch_{n:02d}.jsonl", "tag": "fine-tune"}
    for n in range(1, 21)
]

influence = client.map_influence(
    checkpoint_dir="ckpt/",
    checkpoint_type="safetensors",
    file_list=file_list,
)
influence.save("results/influence_map.csv")
print(influence.flagged_sessions(threshold=0.8))  # [4, 5, 6, 7]`

const downloadCode = `curl -fSL -o influence_map.csv \\
  ${resultsUrl}
head -n 5 influence_map.csv`

const { items: tools, labels } = copy.tools
const { scenarios } = copy.workflows
const { compatibility } = copy.integration
const { architectures, frameworks, platforms, modelFamilies } = compatibilityLists

const list = ({ title, entries }: { title: string; entries: readonly string[] }) => ({ heading: title, items: [...entries] })

export const solutions = {
  hero: copy.hero,
  tools: {
    heading: copy.tools.heading,
    intro: copy.tools.intro,
    labels: {
      expand: 'Learn More',
      collapse: labels.collapse,
      code: labels.code,
      practitionerBenefits: labels.practitionerBenefits,
      businessBenefits: labels.businessBenefits,
      practitioner: labels.practitioner,
      business: labels.business,
    },
    items: [
      {
        id: 'editing',
        anchorIds: ['weight-level-editing'],
        flag: toolFlags.editing,
        icon: toolIcons.editing,
        title: tools.editing.title,
        summary: tools.editing.summary,
        codeSample: { language: 'python', filename: 'edit_weights.py', code: editingCode },
        practitionerBenefits: tools.editing.practitionerBenefits,
        businessBenefits: tools.editing.businessBenefits,
        audienceSummary: tools.editing.audienceSummary,
      },
      {
        id: 'steering',
        anchorIds: ['behavior-steering'],
        flag: toolFlags.steering,
        icon: toolIcons.steering,
        title: tools.steering.title,
        summary: tools.steering.summary,
        codeSample: { language: 'python', filename: 'steer_behavior.py', code: steeringCode },
        practitionerBenefits: tools.steering.practitionerBenefits,
        businessBenefits: tools.steering.businessBenefits,
        audienceSummary: tools.steering.audienceSummary,
      },
      {
        id: 'analysis',
        anchorIds: ['training-impact-analysis'],
        flag: toolFlags.analysis,
        icon: toolIcons.analysis,
        title: tools.analysis.title,
        summary: tools.analysis.summary,
        codeSample: { language: 'python', filename: 'analyze_impact.py', code: analysisCode },
        practitionerBenefits: tools.analysis.practitionerBenefits,
        businessBenefits: tools.analysis.businessBenefits,
        audienceSummary: tools.analysis.audienceSummary,
      },
      {
        id: 'mapping',
        anchorIds: ['neural-diagnostics'],
        flag: toolFlags.mapping,
        icon: toolIcons.mapping,
        title: tools.mapping.title,
        summary: tools.mapping.summary,
        codeSample: { language: 'python', filename: 'map_influence.py', code: mappingCode },
        practitionerBenefits: tools.mapping.practitionerBenefits,
        businessBenefits: tools.mapping.businessBenefits,
        audienceSummary: tools.mapping.audienceSummary,
        resultsDownload: { caption: tools.mapping.resultsCaption, language: 'bash', url: resultsUrl, code: downloadCode },
        chart: { src: '/images/solutions/influence-map.svg', alt: tools.mapping.chartAlt, width: 960, height: 540 },
      },
    ],
  },
  workflows: {
    heading: 'How the Tools Work Together',
    intro: copy.workflows.intro,
    labels: copy.workflows.labels,
    scenarios: (['pii-leakage', 'data-poisoning', 'model-drift', 'bias-lending'] as const).map((id) => ({ id, ...scenarios[id] })),
  },
  integration: {
    id: 'integration',
    heading: copy.integration.heading,
    intro: copy.integration.intro,
    platformCompatibility: { heading: 'Platform Compatibility', items: copy.integration.platformCompatibility },
    integrationPath: { heading: 'Integration Path', steps: copy.integration.integrationPath },
    compatibility: {
      id: 'compatibility',
      heading: compatibility.heading,
      summary: compatibility.summary,
      labels: compatibility.labels,
      architectures: list(architectures),
      frameworks: list(frameworks),
      platforms: list(platforms),
      deployment: { heading: 'Deployment', items: compatibility.deployment },
      modelFamilies: list(modelFamilies),
    },
  },
  final: {
    ...copy.final,
    primary: { label: 'See the Tools in Action → Schedule a Technical Call', href: '/get-started' },
    secondary: { label: 'See (Simplified) Demo for CNN and LLM', href: '/demo' },
  },
} satisfies SolutionsContent
