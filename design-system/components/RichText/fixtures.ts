import type { RichBlock } from './tree'

/** Shared by the stories and the unit test so both exercise every block type. */
export const sampleArticle: RichBlock[] = [
  {
    type: 'paragraph',
    children: [
      { type: 'text', text: 'Financial models drift quietly. A credit model that was ' },
      { type: 'em', children: [{ type: 'text', text: 'fair at launch' }] },
      { type: 'text', text: ' can pick up a proxy for a protected attribute after a single fine-tuning session.' },
    ],
  },
  { type: 'heading', level: 2, id: 'where-risk-hides', children: [{ type: 'text', text: 'Where the risk hides' }] },
  {
    type: 'paragraph',
    children: [
      { type: 'text', text: 'Most monitoring watches outputs. ' },
      { type: 'strong', children: [{ type: 'text', text: 'Weight-level analysis watches causes' }] },
      { type: 'text', text: ': it ties each behaviour to the training sessions that produced it. Read about ' },
      { type: 'link', href: '/solutions/degradation-detection', children: [{ type: 'text', text: 'degradation detection' }] },
      { type: 'text', text: ' or the coverage in ' },
      {
        type: 'link',
        href: 'https://news.example-wire.example/finance-ai-risk',
        children: [{ type: 'text', text: 'an industry newswire' }],
      },
      { type: 'text', text: '.' },
    ],
  },
  { type: 'heading', level: 3, id: 'three-signals', children: [{ type: 'text', text: 'Three signals to track' }] },
  {
    type: 'list',
    ordered: false,
    items: [
      [{ type: 'text', text: 'Attribution shifts between consecutive checkpoints.' }],
      [
        { type: 'text', text: 'Neurons whose influence grows after a data refresh, flagged by ' },
        { type: 'code', text: '--analyze-impact' },
        { type: 'text', text: '.' },
      ],
      [{ type: 'text', text: 'Sessions that map to regulated features.' }],
    ],
  },
  { type: 'heading', level: 4, id: 'repair-steps', children: [{ type: 'text', text: 'Repair in three steps' }] },
  {
    type: 'list',
    ordered: true,
    items: [
      [{ type: 'text', text: 'Compare the last approved checkpoint with the current one.' }],
      [{ type: 'text', text: 'Neutralise the influence of the offending sessions.' }],
      [{ type: 'text', text: 'Verify against the held-out fairness suite and file the audit record.' }],
    ],
  },
  {
    type: 'quote',
    children: [
      {
        type: 'paragraph',
        children: [{ type: 'text', text: 'Explainability is only useful if it points at something you can change.' }],
      },
    ],
  },
  {
    type: 'code',
    language: 'python',
    code: "report = client.analyze_impact(project_id='credit-risk', new_checkpoint='ckpt-07.pt')\nprint(report.top_sessions(5))",
  },
]
