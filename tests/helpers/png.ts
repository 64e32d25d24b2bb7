// Reads what a PNG claims to be from its first bytes: the 8-byte signature, then
// the IHDR chunk, which the format requires first and which holds the size.

const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** Width and height of a PNG, or undefined when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes.length < 24 || signature.some((byte, index) => bytes[index] !== byte)) return undefined
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const chunkType = String.fromCharCode(...bytes.subarray(12, 16))
  if (chunkType !== 'IHDR') return undefined
  return { width: view.getUint32(16), height: view.getUint32(20) }
}
