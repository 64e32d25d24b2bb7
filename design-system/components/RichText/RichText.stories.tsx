import type { Story, StoryDefault } from '@ladle/react'
import { sampleArticle } from './fixtures'
import { Text } from '../Text/Text'
import { RichInlines } from './RichInlines'
import { RichText } from './RichText'

export default { title: 'Content/RichText' } satisfies StoryDefault

export const AllBlockTypes: Story = () => <RichText blocks={sampleArticle} />
AllBlockTypes.meta = { alsoOnDark: true }

export const LongUnbrokenContent: Story = () => (
  <RichText
    blocks={[
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Results are written to ' },
          { type: 'code', text: 's3-compatible://results/influence-map/2025-10-28/session_attribution_matrix_full.parquet' },
          { type: 'text', text: ' and the checkpoint tag ' },
          { type: 'text', text: 'resilience_infrastructure_checkpoint_native_neuron_resolved_attribution' },
          { type: 'text', text: '.' },
        ],
      },
      {
        type: 'code',
        language: 'bash',
        code: 'tw map-influence --project credit-risk --checkpoint ./checkpoints/epoch-07.safetensors --output ./results/influence.json --sessions all',
      },
    ]}
  />
)

/** RichInlines: one sentence with links inside a paragraph its caller sets, as the cookie banner and preference center do. */
export const InlinesInAParagraph: Story = () => (
  <Text size="large">
    <RichInlines
      inlines={[
        { type: 'text', text: 'Review or change your choices at any time in ' },
        { type: 'link', href: '/opt-out-preferences', children: [{ type: 'text', text: 'Cookie Preferences' }] },
        { type: 'text', text: ', and read our ' },
        { type: 'link', href: '/privacy-policy', children: [{ type: 'strong', children: [{ type: 'text', text: 'Privacy Policy' }] }] },
        { type: 'text', text: ' to learn more.' },
      ]}
    />
  </Text>
)
