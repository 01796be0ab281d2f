// The bucket bitsets: both stored forms read back to the same ids, and the operations the search uses.
import { describe, expect, it } from 'vitest';
import {
  andInto,
  BUCKET_SIZE,
  clearBit,
  decodeBits,
  descending,
  emptyBits,
  encodeBits,
  hasBit,
  orInto,
  setBit,
} from './bits.ts';

const bitsOf = (offsets: number[]) => {
  const bits = emptyBits();
  for (const n of offsets) setBit(bits, n);
  return bits;
};

describe('bucket bitsets', () => {
  it('store up to 255 ids as a list of offsets and more as the 512-byte bitset, both read back whole', () => {
    // Prepare: 255 and 256 ids spread over the bucket, its first and last offsets included
    const few = Array.from({ length: 255 }, (_, i) => i * 16);
    const many = [...few, BUCKET_SIZE - 1];
    // Act
    const small = encodeBits(bitsOf(few));
    const large = encodeBits(bitsOf(many));
    // Assess
    expect(small?.length).toBe(510);
    expect(large?.length).toBe(512);
    expect(descending(decodeBits(small))).toEqual([...few].reverse());
    expect(descending(decodeBits(large))).toEqual([...many].reverse());
  });

  it('store nothing for an empty bucket, and read a number set (the format before) as empty', () => {
    expect(encodeBits(emptyBits())).toBeUndefined();
    expect(descending(decodeBits(new Set([1, 2, 3])))).toEqual([]);
    expect(descending(decodeBits(undefined))).toEqual([]);
  });

  it('set, clear, test, AND and OR by offset', () => {
    // Prepare
    const a = bitsOf([0, 7, 8, 4095]);
    const b = bitsOf([7, 4095, 100]);
    clearBit(a, 0);
    // Act
    const both = Uint8Array.from(a);
    andInto(both, b);
    const either = Uint8Array.from(a);
    orInto(either, b);
    // Assess
    expect(hasBit(a, 0)).toBe(false);
    expect(hasBit(a, 8)).toBe(true);
    expect(descending(both)).toEqual([4095, 7]);
    expect(descending(either)).toEqual([4095, 100, 8, 7]);
  });
});
