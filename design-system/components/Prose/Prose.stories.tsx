import type { Story, StoryDefault } from '@ladle/react'
import { Flag } from '../Flag/Flag'
import { Link } from '../Link/Link'
import { Prose } from './Prose'
import * as styles from './Prose.story.css'

export default { title: 'Typography/Prose' } satisfies StoryDefault

function Article() {
  return (
    <Prose>
      <p>
        Most teams discover model degradation the expensive way: a drift alert fires, a review board convenes and a full
        retraining run is scheduled. Checkpoint-native tooling changes that order of operations. It reads the weights
        you already store and answers the first question directly: <em>which parameters changed, and why?</em>
      </p>
      <h2>Why retraining is the wrong default</h2>
      <p>
        Retraining treats every symptom as a data problem. In practice a small set of neurons usually carries the
        regression, and <strong>editing them takes minutes</strong> rather than weeks. See{' '}
        <Link href="/solutions#editing">direct weight-level editing</Link> or the{' '}
        <a href="/white-papers/ai-model-degradation">degradation white paper</a>.
      </p>
      <h3>What the analysis reports</h3>
      <ul>
        <li>Neuron-resolved attribution of each behaviour to the training sessions that produced it.</li>
        <li>
          A ranked list of parameters to edit, with the expected effect of each change on held-out checkpoints and the
          confidence interval for that estimate.
        </li>
        <li>
          An audit record you can hand to a reviewer: <code>impact_report.json</code>.
        </li>
      </ul>
      <h3>How a repair runs</h3>
      <ol>
        <li>
          Run <Flag>--analyze-impact</Flag> against the last good and current checkpoints.
        </li>
        <li>Review the attribution and pick the sessions to neutralise.</li>
        <li>
          Apply <Flag>--edit-weights</Flag> and verify against the held-out suite.
        </li>
      </ol>
      <blockquote>
        <p>We stopped asking whether to retrain and started asking which weights to change.</p>
      </blockquote>
      <pre tabIndex={0}>
        <code>{'tw analyze-impact \\\n  --checkpoint ./ckpt/epoch-04.safetensors \\\n  --baseline ./ckpt/epoch-03.safetensors'}</code>
      </pre>
      <h4>Data stays where it is</h4>
      <p>
        The tools work at arm&apos;s length from training data, using only model checkpoints, so nothing is transmitted
        outside your environment.
      </p>
    </Prose>
  )
}

export const LongForm: Story = () => <Article />
LongForm.meta = { alsoOnDark: true }

export const Table: Story = () => (
  <Prose>
    <table>
      <caption className={styles.caption}>Analytics cookies</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Purpose</th>
          <th scope="col">Expiration</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>
            <code>_ga</code>
          </td>
          <td>Distinguishes visitors for aggregate page-view statistics.</td>
          <td>2 years</td>
        </tr>
        <tr>
          <td>
            <code>_ga_*</code>
          </td>
          <td>Keeps session state for the same statistics.</td>
          <td>1 year</td>
        </tr>
      </tbody>
    </table>
  </Prose>
)
