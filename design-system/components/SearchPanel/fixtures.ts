import type { SearchPanelProps, SearchResultView } from './SearchPanel'

// Written for the stories: what a search for "degradation" finds on the sample company's site.

export const sampleQuery = 'degradation'

export const sampleResults: readonly SearchResultView[] = [
  {
    href: '/blog/catching-degradation-early',
    title: 'Catching Model Degradation Before Your Users Do',
    kind: 'Article',
    category: 'Frontier AI Resilience',
    date: { dateTime: '2024-08-13', text: 'August 13, 2024' },
    excerpt: [
      { text: 'Most ', marked: false },
      { text: 'degradation', marked: true },
      { text: ' starts in a specific training session and shows in the checkpoints weeks before a metric moves.', marked: false },
    ],
  },
  {
    href: '/white-papers/model-degradation',
    title: 'Model Degradation: Detect It in the Weights, Repair It Without Retraining',
    kind: 'White paper',
    excerpt: [
      { text: 'A playbook for attributing ', marked: false },
      { text: 'degradation', marked: true },
      { text: ' to the sessions that caused it, with the repair steps and their cost.', marked: false },
    ],
  },
  {
    href: '/solutions/degradation-detection',
    title: 'Degradation Detection: Catch Decline Early',
    kind: 'Page',
    excerpt: [
      { text: 'Detect model ', marked: false },
      { text: 'degradation', marked: true },
      { text: ' from checkpoints, find its cause and repair it in minutes.', marked: false },
    ],
  },
]

const sampleKinds = ['Everything', 'Articles', 'White papers', 'Pages'] as const

export const samplePanelCopy = {
  label: 'Search articles, white papers and pages',
  placeholder: 'Search articles, white papers and pages',
  fullList: { label: 'Browse everything', href: '/search' },
  messages: {
    idle: 'Type a word or two: results appear as you type. Arrow keys move through them, Enter opens one.',
    loading: 'Loading the search…',
    results: `3 results for “${sampleQuery}”`,
    noResults: 'Nothing matches “qwzx”. Try another word, or browse everything on the search page.',
    failed: 'The search could not load. Every article, white paper and page is listed on the search page.',
  },
} as const

/** What every story passes: the copy, a filter on kind, and handlers that do nothing. */
export const samplePanelProps = {
  label: samplePanelCopy.label,
  placeholder: samplePanelCopy.placeholder,
  fullList: samplePanelCopy.fullList,
  filters: [{ label: 'Show', options: sampleKinds, selected: 'Everything', onSelect: () => undefined }],
  onQueryChange: () => undefined,
  onOpenResult: () => undefined,
} satisfies Partial<SearchPanelProps>
