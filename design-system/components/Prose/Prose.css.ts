import { globalStyle, style } from '@vanilla-extract/css'
import { responsiveStyle } from '../../styles/responsive'
import { vars } from '../../themes/vars.css'
import { inlineCode, prose, underlineOffset } from '../../tokens/static'

export const root = style([
  {
    maxWidth: vars.layout.proseWidth,
    color: vars.color.text,
    fontSize: vars.fontSize.standard,
    lineHeight: vars.lineHeight.standard,
    overflowWrap: 'break-word',
  },
  responsiveStyle({ tablet: { fontSize: `calc(${vars.fontSize.standard} * 1.125)` } }),
])

// Rhythm applies to every child; typography only to class-less elements (Markdown
// output and RichText), so components placed inside keep their own styles.
// Element margins are reset first at the same specificity, so the rhythm below always wins.
globalStyle(`${root} :where(ul, ol, blockquote, pre, figure, table, hr)`, { marginBlock: 0 })
globalStyle(`${root} > * + *`, { marginTop: prose.blockGap })
globalStyle(`${root} > * + :is(h2, h3, h4)`, { marginTop: prose.sectionGap })
globalStyle(`${root} > :is(h2, h3, h4) + *`, { marginTop: prose.closeGap })
globalStyle(`${root} > * + hr, ${root} > hr + *`, { marginTop: prose.sectionGap })

globalStyle(`${root} :is(h2, h3, h4):not([class])`, {
  color: vars.color.heading,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  textWrap: 'balance',
})
globalStyle(`${root} h2:not([class])`, { fontSize: prose.h2, letterSpacing: vars.letterSpacing.tight })
globalStyle(`${root} h3:not([class])`, { fontSize: prose.h3 })
globalStyle(`${root} h4:not([class])`, { fontSize: prose.h4, fontWeight: vars.fontWeight.semibold })

globalStyle(`${root} :is(strong, b):not([class])`, { color: vars.color.heading, fontWeight: vars.fontWeight.semibold })

globalStyle(`${root} a:not([class])`, {
  color: vars.color.link,
  textDecorationLine: 'underline',
  textDecorationThickness: vars.borderWidth.standard,
  textUnderlineOffset: underlineOffset.standard,
})
globalStyle(`${root} a:not([class]):hover`, {
  color: vars.color.linkHover,
  textDecorationThickness: vars.borderWidth.thick,
})

globalStyle(`${root} :is(ul, ol):not([class])`, { paddingInlineStart: prose.listIndent })
globalStyle(`${root} li:not([class]) + li`, { marginTop: prose.itemGap })
globalStyle(`${root} li:not([class])::marker`, { color: vars.color.textMuted })
globalStyle(`${root} li > :is(ul, ol)`, { marginTop: prose.itemGap })

globalStyle(`${root} blockquote:not([class])`, {
  marginInline: 0,
  paddingInlineStart: prose.quoteIndent,
  borderInlineStart: `${vars.borderWidth.focus} solid ${vars.color.accent}`,
  color: vars.color.heading,
  fontSize: prose.quoteSize,
})
globalStyle(`${root} blockquote:not([class]) > * + *`, { marginTop: prose.closeGap })

globalStyle(`${root} :not(pre) > code:not([class])`, {
  paddingBlock: inlineCode.paddingBlock,
  paddingInline: inlineCode.paddingInline,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceSunken,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  color: vars.color.heading,
  fontSize: inlineCode.fontSize,
  overflowWrap: 'anywhere',
})

globalStyle(`${root} pre:not([class])`, {
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.codeSurface,
  color: vars.color.codeText,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  overflowX: 'auto',
  tabSize: 2,
})
globalStyle(`${root} pre:not([class]) > code`, { fontSize: 'inherit' })

globalStyle(`${root} hr:not([class])`, {
  border: 0,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
})

globalStyle(`${root} img:not([class])`, { borderRadius: vars.radius.medium })
globalStyle(`${root} figcaption:not([class])`, {
  marginTop: prose.itemGap,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
})

globalStyle(`${root} table:not([class])`, { width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.small })
globalStyle(`${root} table:not([class]) :is(th, td)`, {
  padding: vars.space.xsmall,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
})
globalStyle(`${root} table:not([class]) th`, { color: vars.color.heading, fontWeight: vars.fontWeight.semibold })
