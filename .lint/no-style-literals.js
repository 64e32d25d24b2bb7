// @ts-check
// `local/no-style-literals`: a style (`*.css.ts`) takes its colours and lengths from tokens (`vars.*`, sprinkles,
// design-system/tokens/static.ts), never from a literal. The tokens are where literals belong: design-system/tokens/
// and themes/values.ts are not styles, so the rule never reads them.
import colorNames from 'color-name'

/**
 * What a style may write as it is, in one place; design-system/README.md ("Tokens in styles") lists the same with
 * the reasons. Percentages, `fr` and bare numbers inside a function are never matched: they are shares of a box,
 * fractions and multipliers, not lengths.
 */
const allowed = {
  /** Zero in any unit, and 100 of a viewport unit: the whole viewport. */
  length: (/** @type {number} */ number, /** @type {string} */ unit) =>
    number === 0 || (number === 100 && ['vw', 'vh', 'dvh', 'svh', 'lvh'].includes(unit.toLowerCase())),
  /**
   * Colour keywords that name no palette value: none is a named colour, and the list keeps it so. System colours are
   * for forced-colours styles, where the user's palette replaces ours.
   */
  colourKeywords: [
    'transparent', 'currentColor', 'inherit', 'initial', 'unset', 'revert', 'revert-layer',
    'Canvas', 'CanvasText', 'LinkText', 'VisitedText', 'ActiveText', 'ButtonFace', 'ButtonText', 'ButtonBorder',
    'Field', 'FieldText', 'Highlight', 'HighlightText', 'SelectedItem', 'SelectedItemText', 'Mark', 'MarkText',
    'GrayText', 'AccentColor', 'AccentColorText',
  ],
  /**
   * Properties that take a number, not a length: vanilla-extract writes a number into these as it is and appends
   * `px` on any other (its own `UNITLESS` table, in @vanilla-extract/css's transformCss). A property missing here only
   * makes the rule stricter: its number is reported as a length.
   */
  unitlessProperties: new Set([
    'animationIterationCount', 'aspectRatio', 'borderImage', 'borderImageOutset', 'borderImageSlice', 'borderImageWidth',
    'columnCount', 'columns', 'flex', 'flexGrow', 'flexShrink', 'fontWeight', 'gridArea', 'gridColumn', 'gridColumnEnd',
    'gridColumnStart', 'gridRow', 'gridRowEnd', 'gridRowStart', 'initialLetter', 'lineClamp', 'lineHeight', 'maxLines',
    'opacity', 'order', 'orphans', 'scale', 'tabSize', 'WebkitLineClamp', 'widows', 'zIndex', 'zoom', 'fillOpacity',
    'floodOpacity', 'maskBorder', 'maskBorderOutset', 'maskBorderSlice', 'maskBorderWidth', 'shapeImageThreshold',
    'stopOpacity', 'strokeDashoffset', 'strokeMiterlimit', 'strokeOpacity', 'strokeWidth',
  ]),
}

const lengthUnits = [
  'px', 'cm', 'mm', 'q', 'in', 'pt', 'pc',
  'em', 'rem', 'ex', 'rex', 'ch', 'rch', 'cap', 'rcap', 'ic', 'ric', 'lh', 'rlh',
  'vw', 'vh', 'vi', 'vb', 'vmin', 'vmax',
  'svw', 'svh', 'svi', 'svb', 'svmin', 'svmax', 'lvw', 'lvh', 'lvi', 'lvb', 'lvmin', 'lvmax',
  'dvw', 'dvh', 'dvi', 'dvb', 'dvmin', 'dvmax',
  'cqw', 'cqh', 'cqi', 'cqb', 'cqmin', 'cqmax',
]
const colourKeywords = new Set(allowed.colourKeywords.map((keyword) => keyword.toLowerCase()))
const namedColours = Object.keys(colorNames).filter((name) => !colourKeywords.has(name))

const lengthPattern = new RegExp(`(?<![\\w.#-])(-?(?:\\d+\\.?\\d*|\\.\\d+))(${lengthUnits.join('|')})(?![\\w-])`, 'gi')
const hexPattern = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/gi
const colourFunctionPattern = /(?<![\w-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix|light-dark)\(/gi
const namedColourPattern = new RegExp(`(?<![\\w-])(?:${namedColours.join('|')})(?![\\w-])`, 'gi')

/** vanilla-extract's functions whose first argument is a selector or a name, not a value. */
const selectorFirstFunctions = new Set(['globalStyle', 'globalFontFace', 'globalKeyframes', 'createGlobalTheme', 'globalLayer'])

/**
 * The literal colours and lengths in one CSS value, quoted text (a `content` string) left out.
 * @param {string} value
 * @returns {string[]}
 */
export function findLiterals(value) {
  const unquoted = value.replace(/"[^"]*"|'[^']*'/g, '""')
  const found = []
  for (const match of unquoted.matchAll(lengthPattern)) {
    const [literal, number, unit] = /** @type {[string, string, string]} */ (match)
    if (!allowed.length(Number(number), unit)) found.push(literal)
  }
  for (const pattern of [hexPattern, colourFunctionPattern, namedColourPattern]) {
    for (const [literal] of unquoted.matchAll(pattern)) found.push(literal.endsWith('(') ? `${literal}…)` : literal)
  }
  return found
}

/** @typedef {import('eslint').Rule.Node} Node */

/** @param {Node} node */
const propertyName = (node) =>
  node.type === 'Identifier' ? node.name : node.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined

/** `compoundVariants: [{ variants: { size: 2 }, style }]`: the `variants` of one entry, which picks variants. */
const isCompoundVariantPick = (/** @type {Node} */ node) =>
  node.type === 'Property' && propertyName(/** @type {Node} */ (node.key)) === 'variants' && node.parent.parent?.type === 'ArrayExpression'

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'A style takes colours and lengths from tokens, never from literals' },
    schema: [],
    messages: {
      literal:
        '"{{ literal }}" is a literal {{ kind }}: use a token (vars.*, design-system/tokens/static.ts) or add one ' +
        '(design-system/README.md, "Tokens in styles")',
      number:
        '{{ value }} on `{{ property }}` becomes {{ value }}px: use a length token (vars.*, design-system/tokens/static.ts) ' +
        'or add one (design-system/README.md, "Tokens in styles")',
    },
  },
  create(context) {
    /** True for a node that is (part of) an object key, an import path, a literal type, or a selector argument. */
    function isNotAValue(/** @type {Node} */ node) {
      for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
        if (parent.type === 'Property' && parent.key === child) return true
        if ('source' in parent && parent.source === child) return true
        // A string literal type (`type Tone = 'white'`) names no value.
        if (/** @type {string} */ (parent.type) === 'TSLiteralType') return true
        if (
          parent.type === 'CallExpression' &&
          parent.arguments[0] === child &&
          parent.callee.type === 'Identifier' &&
          selectorFirstFunctions.has(parent.callee.name)
        )
          return true
      }
      return false
    }
    /** @param {Node} node @param {string} value */
    function check(node, value) {
      if (isNotAValue(node)) return
      for (const literal of findLiterals(value)) {
        const kind = /^-?[\d.]/.test(literal) ? 'length' : 'colour'
        context.report({ node, messageId: 'literal', data: { literal, kind } })
      }
    }
    /** The CSS property a number is the value of, unless that property takes no length or the number picks a variant. */
    function lengthProperty(/** @type {Node} */ node) {
      const value = node.parent.type === 'UnaryExpression' ? node.parent : node
      const property = value.parent
      if (property?.type !== 'Property' || property.value !== value || property.computed) return undefined
      const name = propertyName(/** @type {Node} */ (property.key))
      if (!name || name.startsWith('--') || allowed.unitlessProperties.has(name)) return undefined
      for (let ancestor = property.parent; ancestor; ancestor = ancestor.parent) {
        if (ancestor.type === 'Property' && propertyName(/** @type {Node} */ (ancestor.key)) === 'defaultVariants') return undefined
        if (isCompoundVariantPick(ancestor)) return undefined
      }
      return name
    }
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value)
        if (typeof node.value === 'number' && node.value !== 0) {
          const property = lengthProperty(node)
          if (property) context.report({ node, messageId: 'number', data: { value: String(node.value), property } })
        }
      },
      TemplateLiteral(node) {
        if (node.parent.type === 'TaggedTemplateExpression') return
        // The interpolations are tokens; only the text between them is written by hand.
        check(node, node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(' var() '))
      },
    }
  },
}

export default { rules: { 'no-style-literals': rule } }
