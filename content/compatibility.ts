// SPEC §1 "Compatibility lists": the architectures, the four framework families, the three public clouds plus
// on-premises and hybrid, and the open model families, ending with "Other open models". Get Started and Solutions both
// show them; they are facts of the spec, not copy.
import { placeholders } from './site'

export const compatibilityLists = {
  architectures: { title: 'Architectures', entries: ['Transformers', 'CNNs', 'RNNs/LSTMs', 'Multimodal'] },
  frameworks: { title: 'Frameworks', entries: ['PyTorch', 'TensorFlow / Keras', 'JAX / Flax', 'ONNX-exported models'] },
  platforms: { title: 'Platforms', entries: [placeholders.cloud.name, 'Microsoft Azure', 'Google Cloud', 'On-premises', 'Hybrid'] },
  modelFamilies: { title: 'Supported open model families', entries: ['Llama', 'Mistral', 'Gemma', 'Qwen', 'Falcon', 'Phi', 'Other open models'] },
} as const
