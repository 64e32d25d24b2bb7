// ESLint for the whole project: `npm run lint` (part of `npm test`), zero findings. It lives in .lint/ because the
// top level keeps to the project's fixed set of files; `basePath` points the patterns back at the project root.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import local from './no-style-literals.js'

export default tseslint.config(
  { basePath: '..' },
  { ignores: ['node_modules/', 'dist/', 'build/', 'test-results/', 'playwright-report/', '.lighthouse/', 'tmp/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // A leading underscore marks a parameter or binding kept for its position (a callback's signature, a
      // destructured value left out on purpose).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // Our components take a `role` prop for a person's job title; the rule is for the ARIA attribute on DOM elements.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      // A box that scrolls (code, wide tables) must be reachable by keyboard to be scrolled: WCAG 2.1.1 and axe's
      // scrollable-region-focusable. Those are <pre> elements and labelled regions.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre'], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // Styles take colours and lengths from tokens (design-system/README.md, "Tokens in styles"). The tokens themselves,
    // design-system/tokens/ and themes/values.ts, are not styles, so this never reaches them.
    files: ['**/*.css.ts'],
    plugins: { local },
    rules: { 'local/no-style-literals': 'error' },
  },
  {
    // Playwright's fixtures call their `use` callback, which the React rules take for React's use().
    files: ['tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
)
