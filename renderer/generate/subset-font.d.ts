// subset-font and fontverter ship no types; these declare the parts of their APIs the font build uses.
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt'
    keepFeatures?: readonly string[]
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>
  }
  export default function subsetFont(font: Uint8Array, text: string, options?: SubsetOptions): Promise<Buffer>
}

declare module 'fontverter' {
  const fontverter: { convert(font: Uint8Array, format: 'woff2' | 'woff' | 'truetype' | 'sfnt'): Promise<Buffer> }
  export default fontverter
}
