// The address rules of the SSRF guard.
import { describe, expect, it } from 'vitest';
import {
  embeddedIPv4,
  feedAddressRefusal,
  PRIVATE_FEED_ADDRESS,
  refusalReason,
} from './address.ts';

const strict = { allowLoopback: false };

describe('refusalReason', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fd12:3456::1', 'unique-local'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['example.org', 'not an IP address'],
  ])('refuses %s (%s)', (address, reason) => {
    expect(refusalReason(address, 80, strict)).toBe(reason);
  });

  it('allows public addresses', () => {
    expect(refusalReason('93.184.216.34', 443, strict)).toBeNull();
    expect(refusalReason('2606:4700::6810:84e5', 443, strict)).toBeNull();
  });

  // Each range: first and last address inside, and the neighbours just outside (null = allowed).
  describe.each<[string, Array<[string, string | null]>]>([
    [
      'TEST-NET-1 192.0.2.0/24',
      [
        ['192.0.1.255', null],
        ['192.0.2.0', 'reserved'],
        ['192.0.2.255', 'reserved'],
        ['192.0.3.0', null],
      ],
    ],
    [
      '6to4 relay anycast 192.88.99.0/24',
      [
        ['192.88.98.255', null],
        ['192.88.99.0', 'reserved'],
        ['192.88.99.255', 'reserved'],
        ['192.88.100.0', null],
      ],
    ],
    [
      'benchmarking 198.18.0.0/15',
      [
        ['198.17.255.255', null],
        ['198.18.0.0', 'reserved'],
        ['198.19.255.255', 'reserved'],
        ['198.20.0.0', null],
      ],
    ],
    [
      'TEST-NET-2 198.51.100.0/24',
      [
        ['198.51.99.255', null],
        ['198.51.100.0', 'reserved'],
        ['198.51.100.255', 'reserved'],
        ['198.51.101.0', null],
      ],
    ],
    [
      'TEST-NET-3 203.0.113.0/24',
      [
        ['203.0.112.255', null],
        ['203.0.113.0', 'reserved'],
        ['203.0.113.255', 'reserved'],
        ['203.0.114.0', null],
      ],
    ],
    [
      'IPv4-mapped ::ffff:0:0/96 (embedded IPv4 decides)',
      [
        ['::fffe:ffff:ffff', 'reserved'],
        ['::ffff:0.0.0.0', 'unspecified via IPv4-mapped 0.0.0.0'],
        ['::ffff:127.0.0.1', 'loopback via IPv4-mapped 127.0.0.1'],
        ['::ffff:a9fe:a9fe', 'link-local via IPv4-mapped 169.254.169.254'],
        ['::ffff:8.8.8.8', null],
        ['::ffff:ffff:ffff', 'broadcast via IPv4-mapped 255.255.255.255'],
        ['::1:0:0:0', 'reserved'],
      ],
    ],
    [
      'IPv4-compatible ::/96 (embedded IPv4 decides)',
      [
        ['::2', 'unspecified via IPv4-compatible 0.0.0.2'],
        ['::7f00:1', 'loopback via IPv4-compatible 127.0.0.1'],
        ['::a00:1', 'private via IPv4-compatible 10.0.0.1'],
        ['::808:808', null],
        ['::ffff:ffff', 'broadcast via IPv4-compatible 255.255.255.255'],
        ['::1:0:0', 'reserved'],
      ],
    ],
    [
      'NAT64 64:ff9b::/96 (embedded IPv4 decides)',
      [
        ['64:ff9a:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
        ['64:ff9b::', 'unspecified via NAT64 0.0.0.0'],
        ['64:ff9b::a00:1', 'private via NAT64 10.0.0.1'],
        ['64:ff9b::127.0.0.1', 'loopback via NAT64 127.0.0.1'],
        ['64:ff9b::5db8:d822', null],
        ['64:ff9b::ffff:ffff', 'broadcast via NAT64 255.255.255.255'],
        ['64:ff9b::1:0:0', 'reserved'],
      ],
    ],
    [
      'local-use NAT64 64:ff9b:1::/48 (refused outright)',
      [
        ['64:ff9b:0:ffff:ffff:ffff:ffff:ffff', 'reserved'],
        ['64:ff9b:1::', 'local-use NAT64'],
        ['64:ff9b:1::808:808', 'local-use NAT64'],
        ['64:ff9b:1:ffff:ffff:ffff:ffff:ffff', 'local-use NAT64'],
        ['64:ff9b:2::', 'reserved'],
      ],
    ],
    [
      '6to4 2002::/16 (embedded IPv4 decides)',
      [
        ['2001:ffff:ffff:ffff:ffff:ffff:ffff:ffff', null],
        ['2002::', 'unspecified via 6to4 0.0.0.0'],
        ['2002:7f00:1::1', 'loopback via 6to4 127.0.0.1'],
        ['2002:a9fe:a9fe::1', 'link-local via 6to4 169.254.169.254'],
        ['2002:a00:1::1', 'private via 6to4 10.0.0.1'],
        ['2002:808:808::1', null],
        ['2002:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'broadcast via 6to4 255.255.255.255'],
        ['2003::', null],
      ],
    ],
    [
      'Teredo 2001::/32 (refused outright)',
      [
        ['2000:ffff:ffff:ffff:ffff:ffff:ffff:ffff', null],
        ['2001::', 'Teredo'],
        ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
        ['2001:0:ffff:ffff:ffff:ffff:ffff:ffff', 'Teredo'],
        ['2001:1::', 'reserved'],
      ],
    ],
    [
      'benchmarking 2001:2::/48',
      [
        ['2001:1:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
        ['2001:2::', 'benchmarking'],
        ['2001:2:0:ffff:ffff:ffff:ffff:ffff', 'benchmarking'],
        ['2001:2:1::', 'reserved'],
      ],
    ],
    [
      'site-local fec0::/10',
      [
        ['febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'link-local'],
        ['fec0::', 'site-local'],
        ['fec0::1', 'site-local'],
        ['feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'site-local'],
        ['ff00::', 'multicast'],
      ],
    ],
    [
      'documentation 3fff::/20 and the end of global unicast 2000::/3',
      [
        ['1fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
        ['2000::', null],
        ['3ffe:ffff:ffff:ffff:ffff:ffff:ffff:ffff', null],
        ['3fff::', 'reserved'],
        ['3fff:fff:ffff:ffff:ffff:ffff:ffff:ffff', 'reserved'],
        ['3fff:1000::', null],
        ['3fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', null],
        ['4000::', 'reserved'],
      ],
    ],
  ])('%s', (_range, rows) => {
    it.each(rows)('%s → %s', (address, reason) => {
      expect(refusalReason(address, 443, strict)).toBe(reason);
    });
  });

  it('lets the loopback setting open 127.0.0.1 only', () => {
    const policy = { allowLoopback: true };
    expect(refusalReason('127.0.0.1', 8080, policy)).toBeNull();
    expect(refusalReason('127.0.0.2', 8080, policy)).toBe('loopback');
    expect(refusalReason('::1', 8080, policy)).toBe('loopback');
    expect(refusalReason('::ffff:127.0.0.1', 8080, policy)).toBe(
      'loopback via IPv4-mapped 127.0.0.1',
    );
    expect(refusalReason('2002:7f00:1::1', 8080, policy)).toBe('loopback via 6to4 127.0.0.1');
    expect(refusalReason('169.254.169.254', 80, policy)).toBe('link-local');
    expect(refusalReason('10.0.0.1', 80, policy)).toBe('private');
  });

  it('can narrow the loopback setting to given ports', () => {
    const policy = { allowLoopback: true, loopbackPorts: [4000] };
    expect(refusalReason('127.0.0.1', 4000, policy)).toBeNull();
    expect(refusalReason('127.0.0.1', 4001, policy)).toBe('loopback');
  });
});

describe('embeddedIPv4', () => {
  it('reads compressed, full, dotted-quad and zoned spellings alike', () => {
    const mapped = { kind: 'IPv4-mapped', ipv4: '10.0.0.1' };
    expect(embeddedIPv4('0:0:0:0:0:ffff:a00:1')).toEqual(mapped);
    expect(embeddedIPv4('::ffff:10.0.0.1')).toEqual(mapped);
    expect(embeddedIPv4('0000:0000:0000:0000:0000:ffff:0a00:0001')).toEqual(mapped);
    expect(embeddedIPv4('2002:7f00:1::1%eth0')).toEqual({ kind: '6to4', ipv4: '127.0.0.1' });
    expect(refusalReason('fe80::1%eth0', 443, strict)).toBe('link-local');
  });

  it('reads the IPv4 address where each form carries it', () => {
    expect(embeddedIPv4('::ffff:c000:280')).toEqual({ kind: 'IPv4-mapped', ipv4: '192.0.2.128' });
    expect(embeddedIPv4('64:ff9b::192.0.2.33')).toEqual({ kind: 'NAT64', ipv4: '192.0.2.33' });
    expect(embeddedIPv4('2002:c000:221:1::5')).toEqual({ kind: '6to4', ipv4: '192.0.2.33' });
    expect(embeddedIPv4('::c000:221')).toEqual({ kind: 'IPv4-compatible', ipv4: '192.0.2.33' });
    expect(embeddedIPv4('::ffff:0:c000:221')).toEqual({
      kind: 'IPv4-translated',
      ipv4: '192.0.2.33',
    });
    expect(embeddedIPv4('64:ff9b:1::c000:221')).toBeNull();
    expect(embeddedIPv4('192.0.2.33')).toBeNull();
    expect(embeddedIPv4('2606:4700::6810:84e5')).toBeNull();
  });
});

describe('feedAddressRefusal (add time)', () => {
  const loopbackTests = { allowLoopback: true };

  it.each([
    'http://10.0.0.1/feed',
    'http://169.254.169.254/latest/meta-data',
    'http://127.0.0.1:8080/rss',
    'http://2130706433/rss',
    'http://localhost/rss',
    'http://LocalHost./rss',
    'http://foo.localhost/rss',
    'http://[::1]/rss',
    'http://[::ffff:127.0.0.1]/rss',
    'http://[::ffff:10.1.2.3]/rss',
    'http://[fd12:3456::1]/rss',
    'http://[fe80::1]/rss',
    'https://printer.local/feed',
    'https://wiki.corp.internal/feed',
    'https://nas.home.arpa/feed',
  ])('refuses %s', (url) => {
    expect(feedAddressRefusal(url, strict)).toBe(PRIVATE_FEED_ADDRESS);
  });

  it.each([
    'https://example.org/feed.xml',
    'http://93.184.216.34/rss',
    'http://[2606:4700::1111]/rss',
    'https://localhost.example.org/rss',
    'https://internal.example.org/rss',
  ])('accepts %s', (url) => {
    expect(feedAddressRefusal(url, strict)).toBeNull();
  });

  it('leaves an unparsable URL to the schema', () => {
    expect(feedAddressRefusal('not a url', strict)).toBeNull();
  });

  it("with the tests' loopback allowance, accepts 127.0.0.1 and localhost only", () => {
    expect(feedAddressRefusal('http://127.0.0.1:4000/rss', loopbackTests)).toBeNull();
    expect(feedAddressRefusal('http://localhost:4000/rss', loopbackTests)).toBeNull();
    for (const url of [
      'http://127.0.0.2/rss',
      'http://[::1]/rss',
      'http://[::ffff:127.0.0.1]/rss',
      'http://foo.localhost/rss',
      'http://10.0.0.1/rss',
    ])
      expect(feedAddressRefusal(url, loopbackTests), url).toBe(PRIVATE_FEED_ADDRESS);
  });
});
