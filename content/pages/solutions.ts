// Copy of the Solutions page (SPEC §2 Solutions), checked against ./solutions.schema.
// The footer's Solutions anchors (content/navigation.ts) land on the card each tool's
// `anchorIds` names: Weight-Level Editing on editing, Behavior Steering on steering,
// Training Impact Analysis on analysis, and Neural Diagnostics on mapping, the tool that
// diagnoses when and where a model went wrong.
// The code samples illustrate the client library (SPEC §3); the site never runs them.
import { placeholders, site } from '../site'
import type { SolutionsContent } from './solutions.schema'

const { cloud } = placeholders
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

export const solutions = {
  hero: {
    eyebrow: 'Solutions',
    heading: 'Four tools that work where the model actually lives: in its weights',
    lede: `Most AI tooling watches inputs and outputs and guesses at the rest. ${site.brand} opens the checkpoint itself, attributes what changed to the training files that changed it, and edits or steers the network directly. Every tool runs inside your environment, on checkpoints alone, with results in minutes.`,
  },
  tools: {
    heading: 'The toolset',
    intro: 'Each tool is a flag on the same engine. Start with one to answer a single question, or combine them to diagnose, repair and verify a model without a retraining run.',
    labels: {
      expand: 'Learn More',
      collapse: 'Show Less',
      code: 'Example',
      practitionerBenefits: 'For ML practitioners',
      businessBenefits: 'For the business',
      practitioner: 'Practitioner view',
      business: 'Business view',
    },
    items: [
      {
        id: 'editing',
        anchorIds: ['weight-level-editing'],
        flag: '--edit-weights',
        icon: 'edit-weights',
        title: 'Direct Weight-Level Model Editing',
        summary: 'Subtract the influence of specific training files from a trained model and write a clean checkpoint, without going back to the data or the GPU cluster.',
        codeSample: { language: 'python', filename: 'edit_weights.py', code: editingCode },
        practitionerBenefits: [
          'Target edits by file id or tag from your existing training manifest',
          'Writes a new checkpoint and leaves the original untouched for comparison or rollback',
          'No retraining, no replay of data, no change to your training pipeline',
          'Before-and-after neuron deltas for every edit, ready for review',
        ],
        businessBenefits: [
          'Respond to a data-removal request or a leak in minutes rather than weeks',
          'Avoid the compute bill and the schedule slip of a full retraining cycle',
          'Keep a defensible record of exactly what was removed and why',
        ],
        audienceSummary: {
          practitioner: 'A precise, reversible edit to the weights, scoped by the files you name.',
          business: 'Remove liability from a deployed model the same day it is found.',
        },
      },
      {
        id: 'steering',
        anchorIds: ['behavior-steering'],
        flag: '--steer-behavior',
        icon: 'steer-behavior',
        title: 'Direct Weight-Level Behavior Steering',
        summary: 'Reinforce or suppress a behavior with a small stimulus set and a single amplitude value, and ship it as part of the model rather than as a fragile layer of prompts and filters.',
        codeSample: { language: 'python', filename: 'steer_behavior.py', code: steeringCode },
        practitionerBenefits: [
          'Define a behavior with a few hundred example prompts instead of a labelled dataset',
          'One amplitude setting, positive to strengthen and negative to suppress',
          'Layer-by-layer report of where the shift landed in the network',
          'Tag each steered checkpoint so variants stay traceable in your registry',
        ],
        businessBenefits: [
          'Bring a model in line with policy without waiting for the next training cycle',
          'Fewer runtime guardrails to maintain, test and pay for',
          'Consistent behavior across every deployment of the same checkpoint',
        ],
        audienceSummary: {
          practitioner: 'Behavior change expressed as a measurable shift in the weights, not a prompt.',
          business: 'Policy becomes part of the product, applied once and audited once.',
        },
      },
      {
        id: 'analysis',
        anchorIds: ['training-impact-analysis'],
        flag: '--analyze-impact',
        icon: 'analyze-impact',
        title: 'Neuron-Resolved Training Impact Analysis',
        summary: 'Compare checkpoints and attribute every significant weight change to the training files that caused it, resolved down to individual neurons and layers.',
        codeSample: { language: 'python', filename: 'analyze_impact.py', code: analysisCode },
        practitionerBenefits: [
          'Ranks training files by their measured effect on each layer and neuron',
          'Works on any pair or sequence of checkpoints from the same run',
          'Separates the effect of new data from the effect of hyperparameter changes',
          'Exports results as tables your notebooks and dashboards already read',
        ],
        businessBenefits: [
          'Know which suppliers, sources or batches are improving the model and which are hurting it',
          'Spend labelling and acquisition budget on the data that actually moves results',
          'Evidence for model-risk reviews that goes beyond aggregate metrics',
        ],
        audienceSummary: {
          practitioner: 'A causal map from training files to neurons, computed from checkpoints alone.',
          business: 'Data decisions backed by measured impact instead of intuition.',
        },
      },
      {
        id: 'mapping',
        anchorIds: ['neural-diagnostics'],
        flag: '--map-influence',
        icon: 'map-influence',
        title: 'Training-Session Influence Mapping',
        summary: 'Follow a model through every saved checkpoint of a run and chart how each training session shaped it, so the moment degradation, drift or contamination began is plain to see.',
        codeSample: { language: 'python', filename: 'map_influence.py', code: mappingCode },
        practitionerBenefits: [
          'Session-by-session influence scores across an entire training run',
          'Flags sessions whose influence exceeds a threshold you choose',
          'Feeds flagged session ids straight into --edit-weights',
          'Results saved as a plain CSV for your own plotting and alerting',
        ],
        businessBenefits: [
          'Find the root cause of a regression before it reaches customers',
          'Early warning of degradation, with no extra inference traffic',
          'A timeline auditors can follow from training session to deployed model',
          'Fewer emergency retrains and rollbacks',
        ],
        audienceSummary: {
          practitioner: 'An influence timeline for the whole run, ready to drive a targeted edit.',
          business: 'See when a model went wrong, and which session to hold accountable.',
        },
        resultsDownload: {
          caption: 'Download the sample results file from the demo project and inspect it yourself.',
          language: 'bash',
          url: resultsUrl,
          code: downloadCode,
        },
        chart: {
          src: '/images/solutions/influence-map.svg',
          alt: 'Heat map of training-session influence across 20 checkpoints of a medical chatbot, with sessions 4 to 7 standing out as the source of memorized sensitive records',
          width: 960,
          height: 540,
        },
      },
    ],
  },
  workflows: {
    heading: 'How the Tools Work Together',
    intro: 'Real incidents rarely need just one tool. These four scenarios show the diagnose, trace, repair and verify loop that teams run in an afternoon instead of a quarter.',
    labels: { expand: 'Show the five steps', collapse: 'Hide the steps' },
    scenarios: [
      {
        id: 'pii-leakage',
        title: 'A support chatbot starts repeating customer records',
        context: 'A fine-tuned language model answering account questions begins to complete prompts with real names, addresses and account numbers it memorized during training.',
        steps: [
          { tool: '--map-influence', title: 'Locate the sessions', body: 'Map influence across the fine-tuning checkpoints to find the sessions where memorization of personal data appeared.' },
          { tool: '--analyze-impact', title: 'Pin down the files', body: 'Attribute the responsible neurons to individual training files and tag the ones carrying personal data.' },
          { tool: '--edit-weights', title: 'Remove the records', body: 'Exclude the tagged file ids and write a clean checkpoint, leaving the rest of the model\u2019s knowledge intact.' },
          { tool: '--steer-behavior', title: 'Harden the refusal', body: 'Use a stimulus set of data-extraction prompts to strengthen the model\u2019s refusal to disclose personal details.' },
          { tool: '--analyze-impact', title: 'Verify and document', body: 'Compare the old and new checkpoints to confirm the memorized records no longer drive any output, and keep the report.' },
        ],
        outcome: 'The leak is closed the same day, with an evidence trail ready for the privacy office.',
      },
      {
        id: 'data-poisoning',
        title: 'A vision model learns a hidden trigger',
        context: 'A perception model trained partly on third-party images misclassifies objects whenever a small sticker pattern appears, a classic backdoor introduced through poisoned data.',
        steps: [
          { tool: '--analyze-impact', title: 'Find the trigger neurons', body: 'Compare checkpoints before and after the third-party data arrived and isolate neurons that respond only to the pattern.' },
          { tool: '--map-influence', title: 'Trace the supplier batch', body: 'Map which training sessions built those neurons and identify the supplier batch they came from.' },
          { tool: '--edit-weights', title: 'Cut the backdoor out', body: 'Exclude the poisoned files from the weights and produce a new checkpoint without retraining on the clean remainder.' },
          { tool: '--steer-behavior', title: 'Restore robustness', body: 'Steer the model toward stable predictions on a stimulus set of patched and unpatched images.' },
          { tool: '--analyze-impact', title: 'Prove it is gone', body: 'Re-run the analysis on the edited checkpoint to confirm the trigger neurons no longer influence classification.' },
        ],
        outcome: 'The backdoor is removed and the supplier relationship can be reviewed with hard evidence.',
      },
      {
        id: 'model-drift',
        title: 'Defect detection drifts after a line retooling',
        context: 'In a manufacturing plant, a visual inspection model starts missing weld defects after fresh images from a retooled production line were added to its periodic training.',
        steps: [
          { tool: '--map-influence', title: 'Spot when drift began', body: 'Chart influence across the periodic training checkpoints to pinpoint the session where defect recall started falling.' },
          { tool: '--analyze-impact', title: 'Explain the drift', body: 'Attribute the change to the retooled-line files and see which feature detectors they weakened.' },
          { tool: '--edit-weights', title: 'Undo the damage', body: 'Remove the influence of the problematic files while keeping the useful variation they added elsewhere.' },
          { tool: '--steer-behavior', title: 'Recalibrate sensitivity', body: 'Steer the model toward flagging borderline welds, using a stimulus set of known defects from the new line.' },
          { tool: '--map-influence', title: 'Keep watching', body: 'Add each new checkpoint to the influence map so the next drift is caught at the first session, not the first recall.' },
        ],
        outcome: 'Inspection accuracy is restored in hours, without pausing the line or commissioning a retrain.',
      },
      {
        id: 'bias-lending',
        title: 'A credit model penalizes one neighborhood',
        context: 'A lending model begins declining qualified applicants from a few postal areas, and the model-risk team has to explain the pattern before the regulator asks.',
        steps: [
          { tool: '--analyze-impact', title: 'Measure the bias', body: 'Attribute the decline pattern to neurons that encode location proxies, and rank the training files that strengthened them.' },
          { tool: '--map-influence', title: 'Find its origin', body: 'Trace those neurons back through the training history to the sessions that introduced a skewed historical batch.' },
          { tool: '--edit-weights', title: 'Remove the skew', body: 'Exclude the skewed files from the weights and produce a corrected checkpoint for validation.' },
          { tool: '--steer-behavior', title: 'Enforce the policy', body: 'Steer the model toward decisions that stay stable when location proxies change, using a stimulus set built with the compliance team.' },
          { tool: '--analyze-impact', title: 'File the evidence', body: 'Compare checkpoints to show the proxy neurons no longer drive decisions, and attach the report to the model-risk file.' },
        ],
        outcome: 'Fair-lending exposure is addressed with an audit-ready explanation of cause, fix and verification.',
      },
    ],
  },
  integration: {
    id: 'integration',
    heading: 'Integration without disruption',
    intro: `${site.brand} is standard software, not SaaS. It installs next to your checkpoints, reads them in place and sends nothing outside your perimeter, so it fits the security model you already have.`,
    platformCompatibility: {
      heading: 'Platform Compatibility',
      items: [
        'Reads checkpoints from all major deep-learning frameworks without conversion',
        'Runs on the CPUs and GPUs you already own, with de minimis compute overhead',
        'Zero storage overhead: no copies of data, no shadow checkpoints',
        `Available through ${cloud.marketplace}, as containers for Kubernetes, or in your own cloud account`,
        'Operates fully offline for air-gapped and classified environments',
      ],
    },
    integrationPath: {
      heading: 'Integration Path',
      steps: [
        {
          title: 'Technical assessment',
          timing: '30 minutes',
          body: 'A call with our engineers to map your architectures, frameworks and hosting to the right tools and deployment option.',
        },
        {
          title: 'Live demo and pilot design',
          timing: 'Same week',
          body: 'We show the tools on a model like yours, then agree the pilot scope, success criteria and subscription, priced per instance or project.',
        },
        {
          title: 'Deployment',
          timing: 'In days',
          body: 'Install from the marketplace or our containers, point the tools at your checkpoints and run the first analysis. Production-ready in days.',
        },
      ],
    },
    compatibility: {
      id: 'compatibility',
      heading: 'Compatibility details',
      summary: 'The architectures, frameworks, platforms, deployment options and open model families the tools support today.',
      labels: { expand: 'Show full compatibility', collapse: 'Hide compatibility' },
      architectures: { heading: 'Architectures', items: ['Transformers', 'CNNs', 'RNNs/LSTMs', 'Multimodal'] },
      frameworks: { heading: 'Frameworks', items: ['PyTorch', 'TensorFlow / Keras', 'JAX / Flax', 'ONNX-exported models'] },
      platforms: { heading: 'Platforms', items: [cloud.name, 'Microsoft Azure', 'Google Cloud', 'On-premises', 'Hybrid'] },
      deployment: {
        heading: 'Deployment',
        items: [
          `${cloud.marketplace} subscription`,
          'Containers on your Kubernetes clusters',
          'Your own cloud account or private network',
          'Air-gapped installation',
        ],
      },
      modelFamilies: {
        heading: 'Supported open model families',
        items: ['Llama', 'Mistral', 'Gemma', 'Qwen', 'Falcon', 'Phi', 'Other open models'],
      },
    },
  },
  final: {
    heading: 'Put the tools on your own model',
    body: 'Bring an architecture and a checkpoint question. In 30 minutes we will show you what the tools can answer, and how quickly you can be running them yourself.',
    primary: { label: 'See the Tools in Action → Schedule a Technical Call', href: '/get-started' },
    secondary: { label: 'See (Simplified) Demo for CNN and LLM', href: '/demo' },
  },
} satisfies SolutionsContent
