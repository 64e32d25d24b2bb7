import { expect, test } from 'vitest'
import { imageSize } from './imageSize'

test('an SVG declares its size with width and height, or with its viewBox', () => {
  expect(imageSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 10 10"/>'), 'svg')).toEqual({ width: 1200, height: 630 })
  expect(imageSize(Buffer.from('<?xml version="1.0"?>\n<svg viewBox="0 0 200 64" xmlns="http://www.w3.org/2000/svg"></svg>'), 'svg')).toEqual({ width: 200, height: 64 })
  expect(imageSize(Buffer.from('<svg width="50%" height="100"></svg>'), 'svg')).toBeUndefined()
})

test('a PNG, a JPEG and the three kinds of WebP', () => {
  const png = Buffer.alloc(24)
  png.write('\x89PNG\r\n\x1a\n', 0, 'latin1')
  png.writeUInt32BE(1200, 16)
  png.writeUInt32BE(630, 20)
  expect(imageSize(png, 'png')).toEqual({ width: 1200, height: 630 })

  // SOI, an APP0 segment of 16 bytes, then a baseline frame header with height 630 and width 1200.
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...new Array<number>(14).fill(0), 0xff, 0xc0, 0x00, 0x11, 0x08, 0x02, 0x76, 0x04, 0xb0, 0x03])
  expect(imageSize(jpeg, 'jpg')).toEqual({ width: 1200, height: 630 })

  const webp = (chunk: string, write: (data: Buffer) => void) => {
    const data = Buffer.alloc(30)
    data.write('RIFF', 0, 'latin1')
    data.write('WEBP', 8, 'latin1')
    data.write(chunk, 12, 'latin1')
    write(data)
    return data
  }
  const lossy = webp('VP8 ', (data) => {
    data.writeUInt16LE(1200, 26)
    data.writeUInt16LE(630, 28)
  })
  const lossless = webp('VP8L', (data) => data.writeUInt32LE(1199 | (629 << 14), 21))
  const extended = webp('VP8X', (data) => {
    data.writeUIntLE(1199, 24, 3)
    data.writeUIntLE(629, 27, 3)
  })
  for (const data of [lossy, lossless, extended]) expect(imageSize(data, 'webp')).toEqual({ width: 1200, height: 630 })
})

test('a file that is not the format its extension says has no size', () => {
  expect(imageSize(Buffer.from('<svg width="1" height="1"/>'), 'png')).toBeUndefined()
  expect(imageSize(Buffer.from('not an image at all, not even close'), 'jpg')).toBeUndefined()
  expect(imageSize(Buffer.from('<svg width="1" height="1"/>'), 'gif')).toBeUndefined()
})
