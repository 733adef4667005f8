import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a server-side request (a webhook delivery) must not reach unless the operator allows it:
 * loopback, private, link-local, shared (CGNAT), multicast, reserved and documentation ranges, and NAT64
 * (which could carry any IPv4 address). An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is checked by
 * BlockList against the IPv4 ranges (blocking ::ffff:0:0/96 itself would block every IPv4 address).
 */
const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

/** True when `ip` (a literal address) is public: none of the blocked ranges. */
export function isPublicAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 0) return false;
  return !blocked.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

export class UnsafeAddress extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsafeAddress';
  }
}

/**
 * Resolves `host` and checks every address it has: one that is not public refuses the host (a name
 * with a public and a private address could reach either), unless `allowPrivate`. Returns the first
 * address, which the caller connects to (pinned: no second resolution an attacker could change).
 */
export async function resolvePublic(
  host: string,
  { allowPrivate = false }: { allowPrivate?: boolean } = {},
): Promise<{ address: string; family: 4 | 6 }> {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  const addresses = isIP(bare)
    ? [{ address: bare, family: isIP(bare) }]
    : await lookup(bare, { all: true, verbatim: true }).catch((err: NodeJS.ErrnoException) => {
        throw new UnsafeAddress(`cannot resolve ${host}: ${err.code ?? err.message}`);
      });
  if (addresses.length === 0) throw new UnsafeAddress(`${host} has no address`);
  const bad = addresses.find((a) => !isPublicAddress(a.address));
  if (bad && !allowPrivate)
    throw new UnsafeAddress(
      `${host} resolves to ${bad.address}, a loopback, private or link-local address (WEBHOOK_ALLOW_PRIVATE allows it)`,
    );
  return { address: addresses[0].address, family: addresses[0].family === 6 ? 6 : 4 };
}
