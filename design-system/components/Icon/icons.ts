// Original 24x24 stroke drawings; the <svg> wrapper (Icon) sets stroke, width, caps and joins.
// Each drawing is data, a list of shapes, so a page's data can carry the pictograms it shows (./pictograms.ts).

/** The controls' icons: drawn by the components themselves, so every page's script carries them. */
export const interfaceIconNames = [
  'arrow-right',
  'arrow-left',
  'external',
  'menu',
  'close',
  'check',
  'chevron-down',
  'copy',
  'play',
  'download',
  'info',
  'mail',
  'linkedin',
  'search',
] as const

/** The content's pictograms: named in the copy, and sent to the browser in the data of the pages that show them. */
export const pictogramNames = [
  'edit-weights',
  'steer-behavior',
  'analyze-impact',
  'map-influence',
  'shield',
  'lock',
  'bolt',
  'gauge',
  'audit',
  'cloud',
  'server',
  'layers',
  'cpu',
  'database',
  'foundry',
  'factory',
  'defense',
  'finance',
  'healthcare',
  'mission',
  'zero-data',
  'spark',
  'flask',
] as const

export type InterfaceIconName = (typeof interfaceIconNames)[number]
export type PictogramName = (typeof pictogramNames)[number]
export type IconName = InterfaceIconName | PictogramName

export const iconNames: readonly IconName[] = [...interfaceIconNames, ...pictogramNames]

type Shape =
  | readonly ['path', { readonly d: string }]
  | readonly ['circle', { readonly cx: string; readonly cy: string; readonly r: string }]
  | readonly ['ellipse', { readonly cx: string; readonly cy: string; readonly rx: string; readonly ry: string }]
  | readonly ['rect', { readonly x: string; readonly y: string; readonly width: string; readonly height: string; readonly rx?: string }]

/** One drawing: its shapes, in paint order. */
export type Drawing = readonly Shape[]

/** The pictograms a page shows, by name: what its data carries. */
export type Pictograms = Partial<Record<PictogramName, Drawing>>

export const interfaceIcons: Record<InterfaceIconName, Drawing> = {
  'arrow-right': [['path', { d: 'M5 12h14M13 6l6 6-6 6' }]],
  'arrow-left': [['path', { d: 'M19 12H5M11 6l-6 6 6 6' }]],
  external: [['path', { d: 'M14 4h6v6M20 4l-9 9M18 14v4a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4' }]],
  menu: [['path', { d: 'M4 7h16M4 12h16M4 17h16' }]],
  close: [['path', { d: 'M6 6l12 12M18 6 6 18' }]],
  search: [['circle', { cx: '11', cy: '11', r: '6.5' }], ['path', { d: 'm16 16 4.5 4.5' }]],
  check: [['path', { d: 'm5 12.5 4.5 4.5L19 7' }]],
  'chevron-down': [['path', { d: 'm6 9 6 6 6-6' }]],
  copy: [['rect', { x: '9', y: '9', width: '11', height: '11', rx: '2' }], ['path', { d: 'M15 9V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h3' }]],
  play: [['circle', { cx: '12', cy: '12', r: '9' }], ['path', { d: 'M10 8.5v7l5.5-3.5z' }]],
  download: [['path', { d: 'M12 4v11M7 10l5 5 5-5M5 20h14' }]],
  info: [['circle', { cx: '12', cy: '12', r: '9' }], ['path', { d: 'M12 11v5M12 8h.01' }]],
  mail: [['rect', { x: '3', y: '5', width: '18', height: '14', rx: '2' }], ['path', { d: 'm3.5 6.5 8.5 6.5 8.5-6.5' }]],
  linkedin: [['rect', { x: '3', y: '3', width: '18', height: '18', rx: '3' }], ['path', { d: 'M8 10.5V17M8 7.5h.01M12 17v-6.5M12 13.5a2.5 2.5 0 0 1 5 0V17' }]],
}
