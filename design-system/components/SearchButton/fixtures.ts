import type { SearchButtonProps } from './SearchButton'

/** The header's search control, as the stories show it. */
export const sampleSearchButton = {
  label: 'Search',
  href: '/search',
  shortcutHint: 'Ctrl K',
  keyShortcuts: 'Control+K Meta+K /',
} satisfies Omit<SearchButtonProps, 'onOpen'>
