// Which IP addresses a feed fetch may connect to: public unicast only (product.md §11.3).
import { BlockList, isIP } from 'node:net';

type Family = 'ipv4' | 'ipv6';

/** Ranges never reachable from a feed fetch, with the reason shown in errors. */
const REFUSED: Array<[string, number, Family, string]> = [
  ['0.0.0.0', 8, 'ipv4', 'unspecified'],
  ['10.0.0.0', 8, 'ipv4', 'private'],
  ['100.64.0.0', 10, 'ipv4', 'shared (CGNAT)'],
  ['127.0.0.0', 8, 'ipv4', 'loopback'],
  ['169.254.0.0', 16, 'ipv4', 'link-local'],
  ['172.16.0.0', 12, 'ipv4', 'private'],
  ['192.0.0.0', 24, 'ipv4', 'reserved'],
  ['192.0.2.0', 24, 'ipv4', 'documentation'],
  ['192.88.99.0', 24, 'ipv4', '6to4 relay'],
  ['192.168.0.0', 16, 'ipv4', 'private'],
  ['198.18.0.0', 15, 'ipv4', 'benchmarking'],
  ['198.51.100.0', 24, 'ipv4', 'documentation'],
  ['203.0.113.0', 24, 'ipv4', 'documentation'],
  ['224.0.0.0', 4, 'ipv4', 'multicast'],
  ['240.0.0.0', 4, 'ipv4', 'reserved'],
  ['::', 128, 'ipv6', 'unspecified'],
  ['::1', 128, 'ipv6', 'loopback'],
  ['64:ff9b:1::', 48, 'ipv6', 'local-use NAT64'],
  ['100::', 64, 'ipv6', 'discard'],
  // Teredo hides its IPv4 client (XOR-obfuscated) and relays through third parties: refused outright.
  ['2001::', 32, 'ipv6', 'Teredo'],
  ['2001:2::', 48, 'ipv6', 'benchmarking'],
  ['2001:db8::', 32, 'ipv6', 'documentation'],
  ['3fff::', 20, 'ipv6', 'documentation'],
  ['fc00::', 7, 'ipv6', 'unique-local'],
  ['fe80::', 10, 'ipv6', 'link-local'],
  ['fec0::', 10, 'ipv6', 'site-local'],
  ['ff00::', 8, 'ipv6', 'multicast'],
];

/**
 * IPv6 ranges that carry an IPv4 address, with the byte where it starts. A connection to one of
 * these can reach that IPv4 host (dual-stack socket, NAT64 gateway, 6to4 relay), so the IPv4
 * rules decide (a NAT64 address of a public IPv4 is fine). :: and ::1, inside the IPv4-compatible
 * ::/96, are refused by REFUSED before this table is read.
 */
const EMBEDDING: Array<[string, number, string, number]> = [
  ['::ffff:0:0', 96, 'IPv4-mapped', 12],
  ['64:ff9b::', 96, 'NAT64', 12],
  ['2002::', 16, '6to4', 2],
  ['::', 96, 'IPv4-compatible', 12],
];

/** IANA allocates public IPv6 only from 2000::/3; any other address left unchecked is reserved. */
const GLOBAL_UNICAST_V6: [string, number] = ['2000::', 3];

function blockList(net: string, prefix: number, type: Family): BlockList {
  const list = new BlockList();
  list.addSubnet(net, prefix, type);
  return list;
}

const lists = REFUSED.map(([net, prefix, type, reason]) => ({
  list: blockList(net, prefix, type),
  reason,
  type,
}));
const embeddings = EMBEDDING.map(([net, prefix, kind, offset]) => ({
  list: blockList(net, prefix, 'ipv6'),
  kind,
  offset,
}));
const globalUnicastV6 = blockList(...GLOBAL_UNICAST_V6, 'ipv6');

/** Thrown before any connection is opened to a refused address. */
export class RefusedAddressError extends Error {
  readonly address: string;
  constructor(address: string, reason: string) {
    super(`Refused address ${address} (${reason})`);
    this.name = 'RefusedAddressError';
    this.address = address;
  }
}

export interface AddressPolicy {
  /** Tests only (FEEDS_ALLOW_LOOPBACK): 127.0.0.1 becomes reachable; nothing else does. */
  allowLoopback: boolean;
  /** Tests only: with allowLoopback, restrict 127.0.0.1 to these ports. */
  loopbackPorts?: readonly number[];
}

/** The 16 bytes of a valid IPv6 address (zone id dropped, a trailing dotted quad allowed). */
export function ipv6Bytes(address: string): Uint8Array {
  let text = address.split('%')[0]!;
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (s: string) => (s ? s.split(':') : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const words = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  const bytes = new Uint8Array(16);
  words.forEach((w, i) => {
    const n = parseInt(w, 16);
    bytes[i * 2] = n >> 8;
    bytes[i * 2 + 1] = n & 0xff;
  });
  return bytes;
}

/** The IPv4 address an IPv6 address carries (mapped, compatible, NAT64, 6to4), or null. */
export function embeddedIPv4(address: string): { kind: string; ipv4: string } | null {
  const hit = embeddings.find((e) => e.list.check(address, 'ipv6'));
  if (!hit) return null;
  const bytes = ipv6Bytes(address).subarray(hit.offset, hit.offset + 4);
  return { kind: hit.kind, ipv4: bytes.join('.') };
}

function loopbackAllowed(address: string, port: number, policy: AddressPolicy): boolean {
  return (
    policy.allowLoopback &&
    address === '127.0.0.1' &&
    (!policy.loopbackPorts || policy.loopbackPorts.includes(port))
  );
}

/** The reason an address is refused, or null if a feed fetch may connect to it. */
export function refusalReason(address: string, port: number, policy: AddressPolicy): string | null {
  const family = isIP(address);
  if (family === 0) return 'not an IP address';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  const hit = lists.find((l) => l.type === type && l.list.check(address, type));
  if (hit) return loopbackAllowed(address, port, policy) ? null : hit.reason;
  if (type === 'ipv4') return null;
  const embedded = embeddedIPv4(address);
  if (embedded) {
    // The loopback setting opens the literal 127.0.0.1 only, never an IPv6 spelling of it.
    const reason = refusalReason(embedded.ipv4, port, { allowLoopback: false });
    return reason && `${reason} via ${embedded.kind} ${embedded.ipv4}`;
  }
  return globalUnicastV6.check(address, 'ipv6') ? null : 'reserved';
}

/** Throws RefusedAddressError unless the address is allowed. */
export function assertAllowedAddress(address: string, port: number, policy: AddressPolicy): void {
  const reason = refusalReason(address, port, policy);
  if (reason) throw new RefusedAddressError(address, reason);
}

/** What the editor reads when a feed URL is refused at add time (add form, edit, OPML preview). */
export const PRIVATE_FEED_ADDRESS =
  'This address points to a private or local network, which feeds may not use.';

/**
 * Names that never lead to a public host: localhost and its subdomains (RFC 6761), .local (mDNS,
 * RFC 6762), .home.arpa (RFC 8375) and .internal (reserved for private use).
 */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|home\.arpa)$/;

/**
 * The add-time check of a feed URL: PRIVATE_FEED_ADDRESS when it points to a refused address, else
 * null (an unparsable URL is the schema's to refuse). An IP literal is judged by refusalReason, as a
 * connection to it would be; a name only by its text, never resolved here: what it resolves to may
 * change after it is added, so the check on every connection (the fetcher) remains the real guard.
 * With the tests' loopback allowance, 127.0.0.1 and the name localhost pass.
 */
export function feedAddressRefusal(url: string, policy: AddressPolicy): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const host = parsed.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase();
  if (isIP(host)) {
    const port = Number(parsed.port) || (parsed.protocol === 'https:' ? 443 : 80);
    return refusalReason(host, port, policy) ? PRIVATE_FEED_ADDRESS : null;
  }
  if (!LOCAL_NAME.test(host)) return null;
  return policy.allowLoopback && host === 'localhost' ? null : PRIVATE_FEED_ADDRESS;
}
