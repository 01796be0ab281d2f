// Which IP addresses a feed fetch may connect to: public unicast only (DESIGN: RSS, SSRF guard).
import { BlockList, isIP } from 'node:net';

/** Ranges never reachable from a feed fetch, with the reason shown in errors. */
const REFUSED: Array<[string, number, 'ipv4' | 'ipv6', string]> = [
  ['0.0.0.0', 8, 'ipv4', 'unspecified'],
  ['10.0.0.0', 8, 'ipv4', 'private'],
  ['100.64.0.0', 10, 'ipv4', 'shared (CGNAT)'],
  ['127.0.0.0', 8, 'ipv4', 'loopback'],
  ['169.254.0.0', 16, 'ipv4', 'link-local'],
  ['172.16.0.0', 12, 'ipv4', 'private'],
  ['192.0.0.0', 24, 'ipv4', 'reserved'],
  ['192.168.0.0', 16, 'ipv4', 'private'],
  ['198.18.0.0', 15, 'ipv4', 'benchmarking'],
  ['224.0.0.0', 4, 'ipv4', 'multicast'],
  ['240.0.0.0', 4, 'ipv4', 'reserved'],
  ['::', 128, 'ipv6', 'unspecified'],
  ['::1', 128, 'ipv6', 'loopback'],
  ['::ffff:0:0', 96, 'ipv6', 'IPv4-mapped'],
  ['64:ff9b::', 96, 'ipv6', 'NAT64'],
  ['100::', 64, 'ipv6', 'discard'],
  ['2001:db8::', 32, 'ipv6', 'documentation'],
  ['fc00::', 7, 'ipv6', 'unique-local'],
  ['fe80::', 10, 'ipv6', 'link-local'],
  ['ff00::', 8, 'ipv6', 'multicast'],
];

const lists = REFUSED.map(([net, prefix, type, reason]) => {
  const list = new BlockList();
  list.addSubnet(net, prefix, type);
  return { list, reason, type };
});

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

/** The reason an address is refused, or null if a feed fetch may connect to it. */
export function refusalReason(address: string, port: number, policy: AddressPolicy): string | null {
  const family = isIP(address);
  if (family === 0) return 'not an IP address';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  const hit = lists.find((l) => l.type === type && l.list.check(address, type));
  if (!hit) return null;
  const loopbackAllowed =
    policy.allowLoopback &&
    address === '127.0.0.1' &&
    (!policy.loopbackPorts || policy.loopbackPorts.includes(port));
  return loopbackAllowed ? null : hit.reason;
}

/** Throws RefusedAddressError unless the address is allowed. */
export function assertAllowedAddress(address: string, port: number, policy: AddressPolicy): void {
  const reason = refusalReason(address, port, policy);
  if (reason) throw new RefusedAddressError(address, reason);
}
