import { isIPv4, isIPv6 } from 'node:net';

/**
 * The part of a client address a limit counts by: an IPv4 address as it is, an IPv6
 * address by its /64 network. One subscriber usually holds a whole /64 and could take a
 * fresh address from it for every request (as @fastify/rate-limit also assumes).
 */
export function addressKey(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, in short hex. */
function ipv6Groups(address: string): string[] {
  const parts = address.split(':');
  const last = parts.at(-1) ?? '';
  // A trailing dotted quad (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) stands for the last two groups.
  if (isIPv4(last)) {
    const [a, b, c, d] = last.split('.').map(Number) as [number, number, number, number];
    parts.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const gap = parts.indexOf('');
  const groups = parts.filter((part) => part !== '');
  if (gap >= 0) {
    const head = parts.slice(0, gap).filter((part) => part !== '');
    groups.splice(head.length, 0, ...Array<string>(8 - groups.length).fill('0'));
  }
  return groups.map((group) => parseInt(group, 16).toString(16));
}
