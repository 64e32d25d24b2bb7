import type { Story, StoryDefault } from '@ladle/react'
import { useState } from 'react'
import { darkTheme } from '../../themes/themes.css'
import { CodeBlock } from '../CodeBlock/CodeBlock'
import { pythonFixture } from '../CodeBlock/fixtures'
import { Icon, type IconName } from '../Icon/Icon'
import { ExpandableCard } from './ExpandableCard'
import * as styles from './ExpandableCard.story.css'

export default { title: 'Disclosure/ExpandableCard' } satisfies StoryDefault

interface Tool {
  id: string
  icon: IconName
  flag: string
  title: string
  summary: string
}

const tools: Tool[] = [
  {
    id: 'editing',
    icon: 'edit-weights',
    flag: '--edit-weights',
    title: 'Direct Weight-Level Model Editing',
    summary: 'Correct a learned fault by changing the weights that encode it, then ship a new checkpoint in minutes.',
  },
  {
    id: 'steering',
    icon: 'steer-behavior',
    flag: '--steer-behavior',
    title: 'Direct Weight-Level Behavior Steering',
    summary: 'Strengthen or dampen a behavior with a stimulus set and an amplitude, without a fine-tuning run.',
  },
  {
    id: 'analysis',
    icon: 'analyze-impact',
    flag: '--analyze-impact',
    title: 'Neuron-Resolved Training Impact Analysis',
    summary: 'See which neurons each training session moved, and by how much, from checkpoints alone.',
  },
  {
    id: 'mapping',
    icon: 'map-influence',
    flag: '--map-influence',
    title: 'Training-Session Influence Mapping',
    summary: 'Trace an output back to the training sessions that shaped it, ready for an audit file.',
  },
]

function Details() {
  return (
    <div className={styles.stack}>
      <CodeBlock title="edit_weights.py" {...pythonFixture} />
      <p>Practitioners keep their pipeline; the business gets a documented change with no retraining bill.</p>
    </div>
  )
}

function ToolCard({ tool, expanded, onToggle }: { tool: Tool; expanded: boolean; onToggle: () => void }) {
  return (
    <ExpandableCard
      id={tool.id}
      icon={<Icon name={tool.icon} />}
      flag={tool.flag}
      title={tool.title}
      summary={tool.summary}
      expanded={expanded}
      onToggle={onToggle}
    >
      <Details />
    </ExpandableCard>
  )
}

function Grid({ initiallyOpen }: { initiallyOpen: string[] }) {
  const [open, setOpen] = useState(initiallyOpen)
  const toggle = (id: string) => setOpen((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]))
  return (
    <div className={styles.grid}>
      {tools.map((tool) => (
        <ToolCard key={tool.id} tool={tool} expanded={open.includes(tool.id)} onToggle={() => toggle(tool.id)} />
      ))}
    </div>
  )
}

const first = tools[0] as Tool

export const Collapsed: Story = () => {
  const [expanded, setExpanded] = useState(false)
  return <ToolCard tool={first} expanded={expanded} onToggle={() => setExpanded(!expanded)} />
}

export const Expanded: Story = () => {
  const [expanded, setExpanded] = useState(true)
  return <ToolCard tool={first} expanded={expanded} onToggle={() => setExpanded(!expanded)} />
}

export const TwoColumnGridOneExpanded: Story = () => <Grid initiallyOpen={['steering']} />

export const OnDarkSurface: Story = () => (
  <div className={`${darkTheme} ${styles.surface}`}>
    <Grid initiallyOpen={['editing']} />
  </div>
)

export const WithoutIcon: Story = () => {
  const [expanded, setExpanded] = useState(false)
  return (
    <ExpandableCard
      title="Compatibility: architectures, frameworks, platforms and deployment targets"
      summary="Transformer, convolutional and recurrent architectures; PyTorch, TensorFlow and JAX checkpoints."
      expanded={expanded}
      onToggle={() => setExpanded(!expanded)}
      headingLevel={2}
    >
      <p>Runs in containers on Kubernetes, on premises or in your own cloud account.</p>
    </ExpandableCard>
  )
}
