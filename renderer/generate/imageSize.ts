// The intrinsic size of an image file, read from its header, so the content check can hold covers and logos to the
// size their pages reserve for them (no layout shift). SVG, PNG, JPEG and WebP: the formats content images may use.

export interface ImageSize {
  readonly width: number
  readonly height: number
}

/** The image formats content may use, by file extension. */
export const contentImageExtensions = ['svg', 'png', 'jpg', 'jpeg', 'webp'] as const

function svgSize(text: string): ImageSize | undefined {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0]
  if (!root) return undefined
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)(?:px)?\\s*["']`).exec(root)?.[1]
  const width = attribute('width')
  const height = attribute('height')
  if (width && height) return { width: Number(width), height: Number(height) }
  const viewBox = /\sviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/.exec(root)
  return viewBox ? { width: Number(viewBox[1]), height: Number(viewBox[2]) } : undefined
}

function pngSize(data: Buffer): ImageSize | undefined {
  if (data.length < 24 || data.toString('latin1', 1, 4) !== 'PNG') return undefined
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) }
}

function jpegSize(data: Buffer): ImageSize | undefined {
  if (data[0] !== 0xff || data[1] !== 0xd8) return undefined
  let offset = 2
  while (offset + 9 < data.length) {
    if (data[offset] !== 0xff) return undefined
    const marker = data[offset + 1] ?? 0
    // Start-of-frame markers carry the size; C4 (Huffman tables), C8 and CC are not frames.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: data.readUInt16BE(offset + 7), height: data.readUInt16BE(offset + 5) }
    }
    offset += 2 + data.readUInt16BE(offset + 2)
  }
  return undefined
}

function webpSize(data: Buffer): ImageSize | undefined {
  if (data.length < 30 || data.toString('latin1', 0, 4) !== 'RIFF' || data.toString('latin1', 8, 12) !== 'WEBP') return undefined
  switch (data.toString('latin1', 12, 16)) {
    case 'VP8 ':
      return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff }
    case 'VP8L': {
      const bits = data.readUInt32LE(21)
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
    }
    case 'VP8X':
      return { width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1 }
    default:
      return undefined
  }
}

/** The size `data` declares for itself, or undefined when the file is not an image of its extension's format. */
export function imageSize(data: Buffer, extension: string): ImageSize | undefined {
  switch (extension.toLowerCase()) {
    case 'svg':
      return svgSize(data.toString('utf8'))
    case 'png':
      return pngSize(data)
    case 'jpg':
    case 'jpeg':
      return jpegSize(data)
    case 'webp':
      return webpSize(data)
    default:
      return undefined
  }
}
