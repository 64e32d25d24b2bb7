// knip: unused files, exports, types and dependencies. `npm run lint:unused` (part of `npm test`), zero findings.
import type { KnipConfig } from 'knip'

export default {
  entry: [
    // Vike finds these by file name, and Playwright and the scripts in package.json run the tests' files.
    'pages/**/+*.{ts,tsx}',
    'renderer/+*.{ts,tsx}',
    'design-system/**/*.stories.{tsx,mdx}',
    'tests/**/*.{mjs,ts}',
    // Vitest runs our lint rule's self-test (ESLint's config, which imports the rule, knip finds on its own).
    '.lint/*.test.ts',
  ],
  project: ['{content,design-system,renderer,pages,tests}/**/*.{ts,tsx,mjs,mdx}', '.ladle/*.{ts,tsx,mjs}', '.lint/*.{js,ts}'],
  compilers: {
    // Ladle's MDX pages (Welcome, usage guidance) import components; their import lines are all knip needs.
    mdx: (text: string) => [...text.matchAll(/^import\s[^\n]*$/gm)].map(([line]) => line).join('\n') },
  ignoreDependencies: [
    // Read as files, not imported: the social-card generator hands Inter's WOFF files to satori by path.
    '@fontsource/inter',
    // Read as files too: renderer/generate/fontSubsets.ts cuts these WOFF2 files by path.
    '@fontsource-variable/inter',
    '@fontsource-variable/jetbrains-mono',
    // Empty stand-ins for two of the Observatory's dependencies (tests/README.md, "Install scripts"); nothing imports them.
    'node_extra_ca_certs_mozilla_bundle',
    'pg-native',
  ],
  // System programs the checks run, installed by tests/helpers/system-tools.mjs, not by npm.
  ignoreBinaries: ['java', 'apt-get'],
} satisfies KnipConfig
