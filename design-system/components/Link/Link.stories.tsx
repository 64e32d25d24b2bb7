import type { Story, StoryDefault } from '@ladle/react'
import { sampleCompany } from '../../docs/fixtures'
import { variantControl } from '../../docs/controls'
import { Link, linkVariants, type LinkProps } from './Link'
import * as styles from './Link.story.css'

export default { title: 'Actions/Link' } satisfies StoryDefault

export const Inline: Story = () => (
  <p className={styles.paragraph}>
    Read how <Link href="/solutions#editing">direct weight-level editing</Link> removes a learned behaviour without a
    retraining run, or see the <Link href="/white-papers/ai-model-degradation">degradation white paper</Link>.
  </p>
)
Inline.meta = { alsoOnDark: true }

export const InlineExternal: Story = () => (
  <p className={styles.paragraph}>
    The launch was covered by{' '}
    <Link href="https://news.example-wire.example/tensorwright-launch">an industry newswire</Link>. Press enquiries go
    to <Link href={`mailto:${sampleCompany.pressEmail}`}>{sampleCompany.pressEmail}</Link>.
  </p>
)

export const Standalone: Story = () => (
  <div className={styles.column}>
    <Link href="/blog/ai-degradation-detection" variant="standalone" icon="arrow-right">
      Read More
    </Link>
    <Link href="https://cal.scheduling.example/technical-call" variant="standalone">
      Schedule a technical call
    </Link>
  </div>
)

export const Nav: Story = () => (
  <nav aria-label="Example" className={styles.row}>
    <Link href="/" variant="nav">
      Home
    </Link>
    <Link href="/solutions" variant="nav" aria-current="page">
      Solutions
    </Link>
    <Link href="/industries" variant="nav">
      Industries
    </Link>
  </nav>
)
Nav.meta = { alsoOnDark: true }

export const LongUnbrokenText: Story = () => (
  <p className={styles.narrow}>
    <Link href="/white-papers/tactical-advantage-frontier-ai">
      checkpoint-native-resilience-for-frontier-models-in-contested-environments
    </Link>
  </p>
)

/** Every variant as a control, from the list the recipe uses. */
export const Playground: Story<LinkProps> = (args) => (
  <Link {...args} href="/about">
    Meet the team
  </Link>
)
Playground.argTypes = { variant: variantControl(linkVariants, 'inline') }
