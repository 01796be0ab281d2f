// The address rules of the SSRF guard.
import { describe, expect, it } from 'vitest';
import { refusalReason } from './address.ts';

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
    ['::ffff:8.8.8.8', 'IPv4-mapped'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['example.org', 'not an IP address'],
  ])('refuses %s (%s)', (address, reason) => {
    expect(refusalReason(address, 80, { allowLoopback: false })).toBe(reason);
  });

  it('allows public addresses', () => {
    expect(refusalReason('93.184.216.34', 443, { allowLoopback: false })).toBeNull();
    expect(refusalReason('2606:4700::6810:84e5', 443, { allowLoopback: false })).toBeNull();
  });

  it('lets the loopback setting open 127.0.0.1 only', () => {
    const policy = { allowLoopback: true };
    expect(refusalReason('127.0.0.1', 8080, policy)).toBeNull();
    expect(refusalReason('127.0.0.2', 8080, policy)).toBe('loopback');
    expect(refusalReason('::1', 8080, policy)).toBe('loopback');
    expect(refusalReason('169.254.169.254', 80, policy)).toBe('link-local');
    expect(refusalReason('10.0.0.1', 80, policy)).toBe('private');
  });

  it('can narrow the loopback setting to given ports', () => {
    const policy = { allowLoopback: true, loopbackPorts: [4000] };
    expect(refusalReason('127.0.0.1', 4000, policy)).toBeNull();
    expect(refusalReason('127.0.0.1', 4001, policy)).toBe('loopback');
  });
});
