import type { Story, StoryDefault } from '@ladle/react'
import { booleanControl, variantControl } from '../../docs/controls'
import type { ReactNode } from 'react'
import { useOpenIds } from '../../hooks/useOpenIds'
import { jsEnabledAttribute } from '../../styles/js'
import { CheckList } from '../CheckList/CheckList'
import { CodeBlock } from '../CodeBlock/CodeBlock'
import { pythonFixture } from '../CodeBlock/fixtures'
import { Icon, type IconName } from '../Icon/Icon'
import { Steps } from '../Steps/Steps'
import { ExpandableCard, ExpandableCardGrid } from './ExpandableCard'
import * as styles from './ExpandableCard.story.css'
import { expandableCardGridColumns, type ExpandableCardGridColumns } from './variants'

export default { title: 'Disclosure/ExpandableCard' } satisfies StoryDefault

/** Collapsing is a JavaScript-only style, as on the site, where the boot script sets this on <html>. */
function WithJavaScript({ children }: { children: ReactNode }) {
  return <div {...{ [jsEnabledAttribute]: '' }}>{children}</div>
}

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
      <CheckList items={['No retraining run', 'A documented, reversible change']} />
    </div>
  )
}

function ToolCard({ tool, expanded, onToggle, widen }: { tool: Tool; expanded: boolean; onToggle: () => void; widen?: boolean }) {
  return (
    <ExpandableCard
      id={tool.id}
      icon={<Icon name={tool.icon} />}
      flag={tool.flag}
      title={tool.title}
      summary={tool.summary}
      expanded={expanded}
      onToggle={onToggle}
      widen={widen}
    >
      <Details />
    </ExpandableCard>
  )
}

/** The tool cards as /solutions lays them out: the page keeps the list of open ids. */
function ToolGrid({ initiallyOpen }: { initiallyOpen: string[] }) {
  const { isOpen, toggle } = useOpenIds(initiallyOpen)
  return (
    <ExpandableCardGrid>
      {tools.map((tool) => (
        <ToolCard key={tool.id} tool={tool} expanded={isOpen(tool.id)} onToggle={() => toggle(tool.id)} />
      ))}
    </ExpandableCardGrid>
  )
}

export const Closed: Story = () => (
  <WithJavaScript>
    <ToolGrid initiallyOpen={[]} />
  </WithJavaScript>
)

export const OneOpenWidensToTheRow: Story = () => (
  <WithJavaScript>
    <ToolGrid initiallyOpen={['steering']} />
  </WithJavaScript>
)
OneOpenWidensToTheRow.meta = { alsoOnDark: true, responsive: true }

export const SeveralOpen: Story = () => (
  <WithJavaScript>
    <ToolGrid initiallyOpen={['editing', 'mapping']} />
  </WithJavaScript>
)

/** Without JavaScript every card is open at full width and no toggle is shown: the content is the page. */
export const WithoutJavaScript: Story = () => <ToolGrid initiallyOpen={[]} />

const scenarioSteps = [
  { title: 'Spot when drift began', label: '--map-influence', body: 'Chart influence across the training checkpoints.' },
  { title: 'Explain the drift', label: '--analyze-impact', body: 'Attribute the change to the files that caused it.' },
  { title: 'Undo the damage', label: '--edit-weights', body: 'Remove the influence of the problematic files.' },
  { title: 'Recalibrate sensitivity', label: '--steer-behavior', body: 'Steer toward flagging borderline cases.' },
  { title: 'Keep watching', label: '--map-influence', body: 'Add each new checkpoint to the influence map.' },
]

/** A "How the Tools Work Together" scenario: an open card holding its five steps. */
export const ScenarioOpen: Story = () => {
  const { isOpen, toggle } = useOpenIds(['model-drift'])
  return (
    <WithJavaScript>
      <ExpandableCardGrid>
        <ExpandableCard
          id="model-drift"
          title="Defect detection drifts after a line retooling"
          summary="A visual inspection model starts missing weld defects after new images were added to its training."
          expanded={isOpen('model-drift')}
          onToggle={() => toggle('model-drift')}
          moreLabel="Show the five steps"
          lessLabel="Hide the steps"
        >
          <Steps steps={scenarioSteps} headingLevel={4} />
        </ExpandableCard>
      </ExpandableCardGrid>
    </WithJavaScript>
  )
}

function CompatibilityPanel({ initiallyOpen }: { initiallyOpen: boolean }) {
  const { isOpen, toggle } = useOpenIds(initiallyOpen ? ['compatibility'] : [])
  return (
    <ExpandableCard
      id="compatibility"
      widen={false}
      title="Compatibility details"
      summary="The architectures, frameworks, platforms and deployment options the tools support."
      expanded={isOpen('compatibility')}
      onToggle={() => toggle('compatibility')}
      moreLabel="Show full compatibility"
      lessLabel="Hide compatibility"
      headingLevel={2}
    >
      <div className={styles.columns}>
        <CheckList items={['Transformers', 'CNNs', 'RNNs/LSTMs', 'Multimodal']} />
        <CheckList items={['PyTorch', 'TensorFlow / Keras', 'JAX / Flax']} />
      </div>
    </ExpandableCard>
  )
}

/** The compatibility panel: a card that opens in place rather than widening. */
export const CompatibilityPanelClosed: Story = () => (
  <WithJavaScript>
    <CompatibilityPanel initiallyOpen={false} />
  </WithJavaScript>
)

export const CompatibilityPanelOpen: Story = () => (
  <WithJavaScript>
    <CompatibilityPanel initiallyOpen />
  </WithJavaScript>
)
CompatibilityPanelOpen.meta = { alsoOnDark: true, responsive: true }

export const LongUnbrokenTitle: Story = () => (
  <WithJavaScript>
    <ExpandableCardGrid>
      <ExpandableCard
        title="checkpoint_influence_map_for_every_training_session_and_layer"
        summary="A title with no spaces still wraps inside the card."
        expanded={false}
        onToggle={() => {}}
      >
        <p>Details</p>
      </ExpandableCard>
    </ExpandableCardGrid>
  </WithJavaScript>
)

interface PlaygroundArgs {
  columns: ExpandableCardGridColumns
  expanded: boolean
  widen: boolean
}

/** The first card follows the controls (its toggle is the `expanded` control); the others toggle as on the site. */
export const Playground: Story<PlaygroundArgs> = ({ columns, expanded, widen }) => {
  const { isOpen, toggle } = useOpenIds([])
  const [first, ...rest] = tools
  return (
    <WithJavaScript>
      <ExpandableCardGrid columns={columns}>
        <ToolCard tool={first!} expanded={expanded} widen={widen} onToggle={() => {}} />
        {rest.map((tool) => (
          <ToolCard key={tool.id} tool={tool} expanded={isOpen(tool.id)} widen={widen} onToggle={() => toggle(tool.id)} />
        ))}
      </ExpandableCardGrid>
    </WithJavaScript>
  )
}
Playground.argTypes = {
  columns: variantControl(expandableCardGridColumns, 2),
  expanded: booleanControl(true),
  widen: booleanControl(true),
}
