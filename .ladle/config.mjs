/** @type {import('@ladle/react').UserConfig} */
export default {
  // Stories in TSX; Welcome, the changelog and each component's usage guidance in MDX.
  stories: 'design-system/**/*.stories.{tsx,mdx}',
  defaultStory: 'welcome--welcome',
  // Welcome, Foundations and the changelog lead, in this order; every component's stories follow alphabetically.
  // A list, not a function: Ladle ships a function as source text and revives it with `new Function`, which the
  // site's Content-Security-Policy (no 'unsafe-eval'), under which the stories are tested, refuses.
  storyOrder: ['welcome--*', 'foundations--*', 'design-system--changelog*', '*'],
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
