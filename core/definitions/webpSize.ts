/**
 * Pixel size of a WebP file from its header (RIFF container; VP8 lossy, VP8L lossless or VP8X extended),
 * or undefined when the bytes are not a WebP image.
 */
export function webpSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const ascii = (from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));
  if (bytes.length < 30 || ascii(0, 4) !== 'RIFF' || ascii(8, 4) !== 'WEBP') return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const uint24 = (at: number) => view.getUint16(at, true) | (bytes[at + 2] << 16);
  switch (ascii(12, 4)) {
    case 'VP8X':
      return { width: uint24(24) + 1, height: uint24(27) + 1 };
    case 'VP8 ':
      return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
    case 'VP8L': {
      const bits = view.getUint32(21, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    default:
      return undefined;
  }
}
