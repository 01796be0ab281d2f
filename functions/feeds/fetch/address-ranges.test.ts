// The address rules where ipaddr.js's ranges and the hand-kept table before it disagreed: what the
// library adds is refused, and what the table refused stays refused.
import { describe, expect, it } from 'vitest';
import { refusalReason } from './address.ts';

const strict = { allowLoopback: false };

describe('refusalReason beside ipaddr.js', () => {
  // Each range: addresses inside, and the neighbours just outside (null = allowed).
  describe.each<[string, Array<[string, string | null]>]>([
    [
      'IETF protocol assignments 2001::/23 (ipaddr.js: reserved)',
      [
        ['2001:1::1', 'reserved'],
        ['2001:5::', 'reserved'],
        ['2001:1ff:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
        ['2001:200::', null],
      ],
    ],
    [
      'IPv4-translated ::ffff:0:0:0/96 (embedded IPv4 first, refused even when public)',
      [
        ['::fffe:ffff:0:0', 'reserved'],
        ['::ffff:0:a00:1', 'private via IPv4-translated 10.0.0.1'],
        ['::ffff:0:127.0.0.1', 'loopback via IPv4-translated 127.0.0.1'],
        ['::ffff:0:808:808', 'IPv4-translated'],
        ['::ffff:1:0:0', 'reserved'],
      ],
    ],
  ])('%s', (_range, rows) => {
    it.each(rows)('%s → %s', (address, reason) => {
      expect(refusalReason(address, 443, strict)).toBe(reason);
    });
  });

  it.each([
    // Anycast infrastructure and identifiers ipaddr.js names; never a feed host.
    ['192.175.48.1', 'AS112 DNS sink'],
    ['192.31.196.1', 'AS112 DNS sink'],
    ['2001:4:112::1', 'AS112 DNS sink'],
    ['2620:4f:8000::1', 'AS112 DNS sink'],
    ['192.52.193.1', 'AMT relay'],
    ['2001:3::1', 'AMT relay'],
    ['2001:10::1', 'ORCHID'],
    ['2001:20::1', 'ORCHID'],
    ['2001:30::1', 'drone identifier'],
    ['255.255.255.255', 'broadcast'],
    // Refused before, and still: ipaddr.js calls them unicast or lets an IPv4 inside decide.
    ['64:ff9b:1::808:808', 'local-use NAT64'],
    ['::ffff:0:808:808', 'IPv4-translated'],
    ['100::1', 'discard'],
    ['100:0:0:1::', 'reserved'],
    ['5f00::1', 'segment routing'],
    ['4000::1', 'reserved'],
    // Forms ipaddr.js alone would read as IPv4: an IP address is one node:net reads as one.
    ['127.1', 'not an IP address'],
    ['0x7f000001', 'not an IP address'],
  ])('refuses %s (%s)', (address, reason) => {
    expect(refusalReason(address, 443, strict)).toBe(reason);
  });

  it.each([
    '2620:4f:7fff:ffff:ffff:ffff:ffff:ffff',
    '2620:4f:8001::',
    '192.175.49.0',
    '192.52.194.0',
  ])('allows the neighbour %s of a range ipaddr.js adds', (address) => {
    expect(refusalReason(address, 443, strict)).toBeNull();
  });
});
