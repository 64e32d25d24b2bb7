import { ESLint, RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, describe, expect, it, test } from 'vitest'
import local, { findLiterals } from './no-style-literals.js'

RuleTester.afterAll = afterAll
RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

const rule = local.rules['no-style-literals']
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } })
const literal = (value: string) => ({ messageId: 'literal', data: { literal: value, kind: /^-?[\d.]/.test(value) ? 'length' : 'colour' } })
const header = "import { style, globalStyle } from '@vanilla-extract/css'\nimport { vars } from '../../themes/vars.css'\n"

tester.run('no-style-literals', rule, {
  valid: [
    // Tokens, and what design-system/README.md lists as allowed.
    `${header}export const a = style({ color: vars.color.text, padding: vars.space.small, width: '100%', margin: 0, inset: '0px' })`,
    `${header}export const a = style({ background: 'transparent', color: 'currentColor', borderColor: 'inherit', height: 'auto' })`,
    `${header}export const a = style({ top: '50%', transform: 'translateY(-50%)', maxHeight: 'calc(100dvh - 2 * var(--x))', width: '100vw' })`,
    `${header}export const a = style({ opacity: 0.5, fontWeight: 650, lineHeight: 1, flexGrow: 1, order: -1, zIndex: 2, tabSize: 2 })`,
    `${header}export const a = style({ gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', padding: \`calc(\${vars.space.large} * 1.5)\` })`,
    `${header}export const a = style({ '@media': { forcedColors: { outline: \`\${vars.borderWidth.focus} solid CanvasText\` } } })`,
    // Selectors, media queries, quoted content and imports are not values.
    `${header}globalStyle('#root > header, a[href="#fff"]', { display: 'none' })`,
    `${header}export const a = style({ '@media': { 'screen and (min-width: 768px)': { display: 'block' } } })`,
    `${header}export const a = style({ selectors: { [\`\${vars.x} and (min-height: 40rem)\`]: { display: 'none' } } })`,
    `${header}export const a = style({ content: '"12px red"' })`,
    `${header}type Tone = 'white' | 'black'\nexport const a = style({ color: vars.color.text })`,
    // Numbers that pick a variant are not lengths.
    `${header}import { recipe } from '@vanilla-extract/recipes'\nexport const r = recipe({ variants: { columns: { 2: {} } }, defaultVariants: { mobile: 1 }, compoundVariants: [{ variants: { size: 2 }, style: {} }] })`,
    `${header}export const a = style({ vars: { '--gap': 12 } })`,
  ],
  invalid: [
    { code: `${header}export const a = style({ color: '#fff' })`, errors: [literal('#fff')] },
    { code: `${header}export const a = style({ background: '#0b1020cc' })`, errors: [literal('#0b1020cc')] },
    { code: `${header}export const a = style({ color: 'rgb(11 16 32)' })`, errors: [literal('rgb(…)')] },
    { code: `${header}export const a = style({ boxShadow: '0 1px 2px rgba(0, 0, 0, 0.2)' })`, errors: [literal('1px'), literal('2px'), literal('rgba(…)')] },
    { code: `${header}export const a = style({ color: 'oklch(70% 0.1 250)', fill: 'hsl(0 0% 0%)' })`, errors: [literal('oklch(…)'), literal('hsl(…)')] },
    { code: `${header}export const a = style({ color: 'white', borderColor: 'RebeccaPurple' })`, errors: [literal('white'), literal('RebeccaPurple')] },
    { code: `${header}export const a = style({ padding: '12px' })`, errors: [literal('12px')] },
    { code: `${header}export const a = style({ paddingBlock: '0.2em' })`, errors: [literal('0.2em')] },
    { code: `${header}export const a = style({ transform: 'translateX(-.5rem)' })`, errors: [literal('-.5rem')] },
    { code: `${header}export const a = style({ minHeight: '70vh', maxWidth: '2.5ch' })`, errors: [literal('70vh'), literal('2.5ch')] },
    { code: `${header}export const a = style({ height: \`calc(\${vars.lineHeight.standard} * 1em)\` })`, errors: [literal('1em')] },
    { code: `${header}export const a = style({ outline: \`2px solid \${vars.color.focus}\` })`, errors: [literal('2px')] },
    { code: `${header}const narrow = '18em'\nexport const a = style({ maxWidth: narrow })`, errors: [literal('18em')] },
    { code: `${header}globalStyle('.a', { marginTop: '1.25em' })`, errors: [literal('1.25em')] },
    {
      code: `${header}export const a = style({ width: 24, margin: -8, gap: 4 })`,
      errors: [
        { messageId: 'number', data: { value: '24', property: 'width' } },
        { messageId: 'number', data: { value: '8', property: 'margin' } },
        { messageId: 'number', data: { value: '4', property: 'gap' } },
      ],
    },
    {
      code: `${header}import { recipe } from '@vanilla-extract/recipes'\nexport const r = recipe({ variants: { size: { small: { width: 12 } } } })`,
      errors: [{ messageId: 'number', data: { value: '12', property: 'width' } }],
    },
  ],
})

test('findLiterals leaves out zeros, percentages, the whole viewport and quoted text', () => {
  expect(findLiterals('0 0px 0em 100% 50% 100vh 100dvh "8px" calc(2 * 1fr)')).toEqual([])
  expect(findLiterals('min(22rem, 80vw)')).toEqual(['22rem', '80vw'])
})

// The rule as `npm run lint` applies it: to every `.css.ts` file, and to nothing else.
describe('the project config', () => {
  const eslint = new ESLint({ cwd: `${import.meta.dirname}/..`, overrideConfigFile: '.lint/eslint.config.js' })
  const planted = "import { style } from '@vanilla-extract/css'\nexport const planted = style({ color: '#fff', padding: '12px' })\n"
  const ruleFindings = async (filePath: string) => {
    const [result] = await eslint.lintText(planted, { filePath })
    return result!.messages.filter((message) => message.ruleId === 'local/no-style-literals').map((message) => message.message)
  }

  test('fails a component style and a story style with a literal', async () => {
    for (const filePath of ['design-system/components/Planted/Planted.css.ts', 'design-system/components/Planted/Planted.story.css.ts', 'renderer/Planted.css.ts']) {
      const findings = await ruleFindings(filePath)
      expect(findings, filePath).toHaveLength(2)
      expect(findings[0]).toMatch(/^"#fff" is a literal colour/)
    }
  })

  test('leaves the tokens, where literals belong, alone', async () => {
    expect(await ruleFindings('design-system/tokens/planted.ts')).toEqual([])
    expect(await ruleFindings('design-system/themes/values.ts')).toEqual([])
  })
})
