/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'design-system/**/*.stories.tsx',
  viteConfig: '.ladle/vite.config.ts',
  outDir: 'build',
  // Every story, in Ladle's default (alphabetical) order. Given as a list, not as Ladle's default function: Ladle ships a
  // function as source text and revives it with `new Function`, which the site's Content-Security-Policy (no
  // 'unsafe-eval'), under which the stories are tested, refuses.
  storyOrder: ['*'],
  addons: {
    a11y: { enabled: true },
    width: { enabled: true, options: { mobile: 390, desktop: 1280 }, defaultState: 0 },
    theme: { enabled: false },
  },
}
