// Unit tests of magic-byte sniffing with real file headers, an SVG and polyglots.
import { describe, expect, it } from 'vitest';
import { sniffImage } from './sniff.ts';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

// Real headers: the first bytes of files written by common encoders.
const PNG = bytes(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d],
  'IHDR',
  [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0],
);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0]);
const GIF = bytes('GIF89a', [1, 0, 1, 0, 0x80, 0, 0]);
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ', [0x18, 0, 0, 0]);
const AVIF = bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf');
const AVIF_COMPAT = bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0], 'mif1avif');
const HEIC = bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic');
const SVG = bytes(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

describe('sniffImage', () => {
  it.each([
    ['png', PNG, 'image/png'],
    ['jpeg', JPEG, 'image/jpeg'],
    ['gif', GIF, 'image/gif'],
    ['webp', WEBP, 'image/webp'],
    ['avif (major brand)', AVIF, 'image/avif'],
    ['avif (compatible brand)', AVIF_COMPAT, 'image/avif'],
  ])('recognises %s by its magic bytes', (_name, file, type) => {
    expect(sniffImage(file)?.contentType).toBe(type);
  });

  it('rejects an SVG, even one that calls itself an image', () => {
    expect(sniffImage(SVG)).toBeNull();
  });

  it('rejects an HTML/PNG polyglot whose PNG signature is not at the start', () => {
    const polyglot = bytes('<html><script>alert(1)</script>', [...PNG]);
    expect(sniffImage(polyglot)).toBeNull();
  });

  it('types a PNG carrying an SVG payload as PNG only, so it is served as image/png', () => {
    const polyglot = bytes([...PNG], '<svg onload="alert(1)"/>');
    expect(sniffImage(polyglot)).toEqual({ contentType: 'image/png', extension: 'png' });
  });

  it('rejects other ISO-BMFF files, truncated headers and empty input', () => {
    expect(sniffImage(HEIC)).toBeNull();
    expect(sniffImage(PNG.subarray(0, 4))).toBeNull();
    expect(sniffImage(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});
