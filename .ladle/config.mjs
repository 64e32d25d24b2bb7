/** @type {import('@ladle/react').UserConfig} */
export default {
  // Stories in TSX; Welcome, the changelog and each component's usage guidance in MDX.
  stories: 'design-system/**/*.stories.{tsx,mdx}',
  defaultStory: 'welcome--welcome',
  // Ladle ships this function to the browser as its source text, so it must not reach outside itself.
  // Welcome, Foundations and the changelog lead, in this order; every component's stories follow alphabetically.
  storyOrder: (stories) => {
    const leading = [/^welcome--/, /^foundations--/, /^design-system--changelog/]
    const rank = (id) => {
      const index = leading.findIndex((pattern) => pattern.test(id))
      return index === -1 ? leading.length : index
    }
    return [...stories].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
  },
  viteConfig: '.ladle/vite.config.ts',
  outDir: 'build',
  // Relative asset URLs: the build can be served from any folder of any static host, as it is.
  base: './',
  addons: {
    a11y: { enabled: true },
    width: { enabled: true, options: { mobile: 390, desktop: 1280 }, defaultState: 0 },
    // The surface toolbar: light or dark, wired to our themes by .ladle/components.tsx.
    theme: { enabled: true, defaultState: 'light' },
  },
}
