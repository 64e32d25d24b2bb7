/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'design-system/**/*.stories.tsx',
  viteConfig: '.ladle/vite.config.ts',
  outDir: 'build',
  addons: {
    a11y: { enabled: true },
    width: { enabled: true, options: { mobile: 390, desktop: 1280 }, defaultState: 0 },
    theme: { enabled: false },
  },
}
