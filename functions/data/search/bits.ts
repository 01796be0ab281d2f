// One posting bucket's ids as a bitset: BUCKET_SIZE bits, bit n standing for id bucket * BUCKET_SIZE + n.
// Stored as a DynamoDB binary, whichever is smaller: the 512-byte bitset, or the sorted offsets as
// little-endian uint16 when fewer than 256 ids are set (the container rule of Roaring bitmaps, scaled to
// one bucket). A word in half the articles then costs 512 bytes a bucket instead of ~2,000 numbers, and
// matching words is a byte-wise AND. Kept here rather than as a dependency: the npm Roaring packages are
// native or WebAssembly builds for 32-bit ranges, and this needs one 4,096-bit range and five operations.

/** Article ids per posting bucket. */
export const BUCKET_SIZE = 4096;
const BYTES = BUCKET_SIZE / 8;
/** Below this many ids the offsets list is smaller than the bitset (2 bytes each against 512). */
const LIST_MAX = BYTES / 2 - 1;

/** A bucket's ids: bit (n & 7) of byte (n >> 3) is offset n. */
export type Bits = Uint8Array;

export const emptyBits = (): Bits => new Uint8Array(BYTES);

export const hasBit = (bits: Bits, n: number): boolean =>
  ((bits[n >> 3] as number) & (1 << (n & 7))) !== 0;

export function setBit(bits: Bits, n: number): void {
  bits[n >> 3] = (bits[n >> 3] as number) | (1 << (n & 7));
}

export function clearBit(bits: Bits, n: number): void {
  bits[n >> 3] = (bits[n >> 3] as number) & ~(1 << (n & 7));
}

/** `into` |= `from`. */
export function orInto(into: Bits, from: Bits): void {
  for (let i = 0; i < BYTES; i++) into[i] = (into[i] as number) | (from[i] as number);
}

/** `into` &= `from`. */
export function andInto(into: Bits, from: Bits): void {
  for (let i = 0; i < BYTES; i++) into[i] = (into[i] as number) & (from[i] as number);
}

/** The set offsets, highest first (newest article first). */
export function descending(bits: Bits): number[] {
  const out: number[] = [];
  for (let i = BYTES - 1; i >= 0; i--) {
    const byte = bits[i] as number;
    if (byte === 0) continue;
    for (let b = 7; b >= 0; b--) if (byte & (1 << b)) out.push(i * 8 + b);
  }
  return out;
}

/** The stored form: the offsets list under LIST_MAX ids, else the bitset; undefined when empty. */
export function encodeBits(bits: Bits): Uint8Array | undefined {
  const offsets = descending(bits);
  if (offsets.length === 0) return undefined;
  if (offsets.length > LIST_MAX) return Uint8Array.from(bits);
  const out = new Uint8Array(offsets.length * 2);
  offsets.reverse().forEach((n, i) => {
    out[2 * i] = n & 0xff;
    out[2 * i + 1] = n >> 8;
  });
  return out;
}

/**
 * A stored attribute back as bits. Anything but a binary (a number set written by the index format
 * before, see upgrade.ts) reads as no ids, so an index not re-indexed yet misses rather than misleads.
 */
export function decodeBits(stored: unknown): Bits {
  const bits = emptyBits();
  if (!(stored instanceof Uint8Array)) return bits;
  if (stored.length === BYTES) {
    bits.set(stored);
    return bits;
  }
  for (let i = 0; i + 1 < stored.length; i += 2)
    setBit(bits, (stored[i] as number) | ((stored[i + 1] as number) << 8));
  return bits;
}
