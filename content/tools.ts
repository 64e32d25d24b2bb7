// SPEC §1 and §4: the four tools, in the spec's order, with the card ids the Solutions page reacts to, their CLI
// flags and the icon drawn for each (the icons share the flags' names). Home and Solutions both show the four.

export const toolIds = ['editing', 'steering', 'analysis', 'mapping'] as const

export type ToolId = (typeof toolIds)[number]

export const toolFlags = {
  editing: '--edit-weights',
  steering: '--steer-behavior',
  analysis: '--analyze-impact',
  mapping: '--map-influence',
} as const satisfies Record<ToolId, string>

export const toolIcons = {
  editing: 'edit-weights',
  steering: 'steer-behavior',
  analysis: 'analyze-impact',
  mapping: 'map-influence',
} as const satisfies Record<ToolId, string>
