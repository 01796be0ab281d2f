// Which IP addresses a feed fetch may connect to: public unicast only (product.md §11.3). ipaddr.js
// names the special-purpose ranges; an address it calls anything but 'unicast' is refused.
import { isIP } from 'node:net';
import ipaddr, { type IPv4, type IPv6 } from 'ipaddr.js';

/**
 * The reason shown in errors for each range ipaddr.js names (its IPv4 and IPv6 SpecialRanges).
 * A name missing here (a range a later version adds) reads 'reserved': it is refused all the same.
 */
const REASONS: Readonly<Record<string, string>> = {
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  multicast: 'multicast',
  loopback: 'loopback',
  private: 'private',
  carrierGradeNat: 'shared (CGNAT)',
  linkLocal: 'link-local',
  uniqueLocal: 'unique-local',
  deprecatedSiteLocal: 'site-local',
  benchmarking: 'benchmarking',
  discard: 'discard',
  // Teredo hides its IPv4 client (XOR-obfuscated) and relays through third parties: refused outright.
  teredo: 'Teredo',
  amt: 'AMT relay',
  as112: 'AS112 DNS sink',
  as112v6: 'AS112 DNS sink',
  deprecatedOrchid: 'ORCHID',
  orchid2: 'ORCHID',
  droneRemoteIdProtocolEntityTags: 'drone identifier',
  segmentRouting: 'segment routing',
  reserved: 'reserved',
  localUseNat64: 'local-use NAT64',
};

const reasonFor = (range: string): string =>
  Object.hasOwn(REASONS, range) ? REASONS[range]! : 'reserved';

const v6 = (cidr: string): [IPv6, number] => ipaddr.IPv6.parseCIDR(cidr);

/**
 * IPv6 ranges ipaddr.js does not refuse on its own, checked before it: the local-use NAT64 prefix
 * (inside its 'rfc6052') reaches whatever the local translator maps it to, so it is refused outright.
 */
const EXTRA_REFUSED_V6: ReadonlyArray<[string, [IPv6, number]]> = [
  ['localUseNat64', v6('64:ff9b:1::/48')],
];

/** ipaddr.js has no name for the IPv4-compatible ::/96 (its :: and ::1 are unspecified and loopback). */
const IPV4_COMPATIBLE = v6('::/96');

/** IANA allocates public IPv6 only from 2000::/3; ipaddr.js calls the rest 'unicast' unless named. */
const GLOBAL_UNICAST_V6 = v6('2000::/3');

/**
 * IPv6 ranges that carry an IPv4 address, by ipaddr.js's name (and ipv4Compatible for ::/96): the
 * name shown, the byte where the IPv4 address starts, and whether a public one may be reached. A
 * connection to one of these can reach that IPv4 host (dual-stack socket, NAT64 gateway, 6to4 relay,
 * SIIT translator), so the IPv4 rules decide first (a NAT64 address of a public IPv4 is fine).
 * IPv4-translated addresses are routed only inside a translator's network: refused even when public.
 */
const EMBEDDING: Readonly<Record<string, { kind: string; offset: number; publicOk: boolean }>> = {
  ipv4Mapped: { kind: 'IPv4-mapped', offset: 12, publicOk: true },
  ipv4Compatible: { kind: 'IPv4-compatible', offset: 12, publicOk: true },
  rfc6052: { kind: 'NAT64', offset: 12, publicOk: true },
  '6to4': { kind: '6to4', offset: 2, publicOk: true },
  rfc6145: { kind: 'IPv4-translated', offset: 12, publicOk: false },
};

/** The range an IPv6 address is in: ipaddr.js's name, with this file's additions above. */
function rangeV6(ip: IPv6): string {
  const extra = EXTRA_REFUSED_V6.find(([, net]) => ip.match(net));
  if (extra) return extra[0];
  const range: string = ip.range();
  if (range !== 'unicast') return range;
  if (ip.match(IPV4_COMPATIBLE)) return 'ipv4Compatible';
  return ip.match(GLOBAL_UNICAST_V6) ? 'unicast' : 'reserved';
}

/** The address parsed, or null when it is no IP address (ipaddr.js alone also takes forms such as 127.1). */
function parse(address: string): IPv4 | IPv6 | null {
  return isIP(address) && ipaddr.isValid(address) ? ipaddr.parse(address) : null;
}

function embedded(
  ip: IPv6,
  range: string,
): { kind: string; ipv4: string; publicOk: boolean } | null {
  const hit = Object.hasOwn(EMBEDDING, range) ? EMBEDDING[range]! : null;
  if (!hit) return null;
  const bytes = ip.toByteArray().slice(hit.offset, hit.offset + 4);
  return { kind: hit.kind, ipv4: bytes.join('.'), publicOk: hit.publicOk };
}

/** The IPv4 address an IPv6 address carries (mapped, compatible, NAT64, 6to4, translated), or null. */
export function embeddedIPv4(address: string): { kind: string; ipv4: string } | null {
  const ip = parse(address);
  if (!(ip instanceof ipaddr.IPv6)) return null;
  const hit = embedded(ip, rangeV6(ip));
  return hit && { kind: hit.kind, ipv4: hit.ipv4 };
}

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

function loopbackAllowed(address: string, port: number, policy: AddressPolicy): boolean {
  return (
    policy.allowLoopback &&
    address === '127.0.0.1' &&
    (!policy.loopbackPorts || policy.loopbackPorts.includes(port))
  );
}

/** The reason an address is refused, or null if a feed fetch may connect to it. */
export function refusalReason(address: string, port: number, policy: AddressPolicy): string | null {
  const ip = parse(address);
  if (!ip) return 'not an IP address';
  const v6 = ip instanceof ipaddr.IPv6;
  const range = v6 ? rangeV6(ip) : ip.range();
  if (range === 'unicast') return null;
  const carried = v6 ? embedded(ip, range) : null;
  if (!carried) return loopbackAllowed(address, port, policy) ? null : reasonFor(range);
  // The loopback setting opens the literal 127.0.0.1 only, never an IPv6 spelling of it.
  const reason = refusalReason(carried.ipv4, port, { allowLoopback: false });
  if (reason) return `${reason} via ${carried.kind} ${carried.ipv4}`;
  return carried.publicOk ? null : carried.kind;
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
