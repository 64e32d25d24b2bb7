// ESLint for the whole project: `npm run lint` (part of `npm test`), zero findings. It lives in .lint/ because the
// top level keeps to the project's fixed set of files; `basePath` points the patterns back at the project root.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { basePath: '..' },
  { ignores: ['node_modules/', 'dist/', 'build/', 'test-results/', 'playwright-report/', '.lighthouse/', 'tmp/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
)
