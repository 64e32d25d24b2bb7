import type { Drawing, PictogramName, Pictograms } from './icons'

/**
 * Every pictogram's drawing. Only the build (each page's data, see `pictogramsIn`), the stories and the tests import
 * this: a page's script never carries it.
 */
export const pictograms: Record<PictogramName, Drawing> = {
  'edit-weights': [['path', { d: 'M4 20l1-4L15.5 5.5a2.1 2.1 0 0 1 3 3L8 19z' }], ['path', { d: 'm13.5 7.5 3 3M4 4h5M4 8h3' }]],
  'steer-behavior': [['circle', { cx: '12', cy: '12', r: '9' }], ['circle', { cx: '12', cy: '12', r: '2' }], ['path', { d: 'M12 14v7M10 12H3M14 12h7' }]],
  'analyze-impact': [['circle', { cx: '10', cy: '10', r: '6.5' }], ['path', { d: 'm15 15 5 5M7.5 12v-1.5M10 12V7.5M12.5 12V9.5' }]],
  'map-influence': [['circle', { cx: '5', cy: '12', r: '2' }], ['circle', { cx: '19', cy: '5', r: '2' }], ['circle', { cx: '19', cy: '12', r: '2' }], ['circle', { cx: '19', cy: '19', r: '2' }], ['path', { d: 'm6.8 11.1 10.4-5.2M7 12h10M6.8 12.9l10.4 5.2' }]],
  shield: [['path', { d: 'M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z' }]],
  lock: [['rect', { x: '5', y: '11', width: '14', height: '10', rx: '2' }], ['path', { d: 'M8 11V7a4 4 0 0 1 8 0v4M12 15v2' }]],
  bolt: [['path', { d: 'M13 3 5 14h6l-1 7 8-11h-6z' }]],
  gauge: [['path', { d: 'M5 18a9 9 0 1 1 14 0' }], ['path', { d: 'm12 14 3.5-4.5' }], ['circle', { cx: '12', cy: '14', r: '1' }]],
  audit: [['rect', { x: '5', y: '4', width: '14', height: '17', rx: '2' }], ['path', { d: 'M9 3h6v3H9zM9 13l2 2 4-4' }]],
  cloud: [['path', { d: 'M7 18a4.5 4.5 0 0 1-.5-9A6 6 0 0 1 18 9.5a4.5 4.5 0 0 1-.5 8.5z' }]],
  server: [['rect', { x: '4', y: '4', width: '16', height: '7', rx: '1.5' }], ['rect', { x: '4', y: '13', width: '16', height: '7', rx: '1.5' }], ['path', { d: 'M8 7.5h.01M8 16.5h.01M12 7.5h4M12 16.5h4' }]],
  layers: [['path', { d: 'm12 3 9 5-9 5-9-5zM3 12.5l9 5 9-5M3 17l9 5 9-5' }]],
  cpu: [['rect', { x: '7', y: '7', width: '10', height: '10', rx: '1.5' }], ['rect', { x: '10', y: '10', width: '4', height: '4' }], ['path', { d: 'M10 3v4M14 3v4M10 17v4M14 17v4M3 10h4M3 14h4M17 10h4M17 14h4' }]],
  database: [['ellipse', { cx: '12', cy: '6', rx: '7', ry: '3' }], ['path', { d: 'M5 6v12c0 1.7 3.1 3 7 3s7-1.3 7-3V6M5 12c0 1.7 3.1 3 7 3s7-1.3 7-3' }]],
  foundry: [['path', { d: 'm12 3 8 4.5v9L12 21l-8-4.5v-9zM12 12l8-4.5M12 12v9M12 12 4 7.5' }]],
  factory: [['path', { d: 'M3 20V10l5 3v-3l5 3v-3l5 3V4h3v16zM7 17h2M12 17h2' }]],
  defense: [['circle', { cx: '12', cy: '12', r: '7' }], ['circle', { cx: '12', cy: '12', r: '1' }], ['path', { d: 'M12 2v5M12 17v5M2 12h5M17 12h5' }]],
  finance: [['path', { d: 'M3 9l9-5 9 5zM6 12v5M10 12v5M14 12v5M18 12v5M3 20h18' }]],
  healthcare: [['path', { d: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6z' }]],
  mission: [['path', { d: 'M5 21V4M5 4h13l-2.5 4 2.5 4H5' }]],
  'zero-data': [['ellipse', { cx: '12', cy: '6', rx: '6', ry: '2.5' }], ['path', { d: 'M6 6v11c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5V6M3 3l18 18' }]],
  spark: [['path', { d: 'm12 3 1.8 5.7a2 2 0 0 0 1.5 1.5L21 12l-5.7 1.8a2 2 0 0 0-1.5 1.5L12 21l-1.8-5.7a2 2 0 0 0-1.5-1.5L3 12l5.7-1.8a2 2 0 0 0 1.5-1.5z' }]],
  flask: [['path', { d: 'M9 3h6M10 3v6l-5.5 9.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3M7 15h10' }]],
}

const isPictogramName = (value: unknown): value is PictogramName => typeof value === 'string' && Object.hasOwn(pictograms, value)

/**
 * The pictograms a page's data names: every `icon` field, at any depth, that holds a pictogram's name. The renderer
 * sends them with the page (renderer/+onBeforeRender.ts), and Icon draws them from there.
 */
export function pictogramsIn(data: unknown): Pictograms {
  const found: Pictograms = {}
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === 'object')
      for (const [key, field] of Object.entries(value)) {
        if (key === 'icon' && isPictogramName(field)) found[field] = pictograms[field]
        else visit(field)
      }
  }
  visit(data)
  return found
}
