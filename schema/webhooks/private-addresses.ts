import { BlockList, isIPv4, isIPv6 } from "node:net";

/**
 * Addresses a webhook must not reach in production (server-side request forgery): this machine, the
 * private networks around it, and addresses that are not one host.
 */
const refused = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", incl. the unspecified 0.0.0.0
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, incl. cloud metadata services
  ["172.16.0.0", 12],
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, incl. broadcast
] as const) {
  refused.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 96], // IPv4-compatible (deprecated), incl. the unspecified :: and the loopback ::1
  ["64:ff9b:1::", 48], // local-use NAT64 (RFC 8215): translates to any IPv4 address, private ones too
  ["2002::", 16], // 6to4: carries an IPv4 address, private ones too
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // the old site-local
  ["ff00::", 8], // multicast
] as const) {
  refused.addSubnet(network, prefix, "ipv6");
}

/** IPv6 forms that carry an IPv4 address: IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d). */
const EMBEDDED_IPV4 = /^(?:::ffff:|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i;

function embeddedIpv4(address: string): string | null {
  const match = EMBEDDED_IPV4.exec(address);
  if (!match) return null;
  if (match[1]) return match[1];
  const high = Number.parseInt(match[2] ?? "0", 16);
  const low = Number.parseInt(match[3] ?? "0", 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** Whether a resolved address is on the public internet; anything that is not an IP address is not. */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return !refused.check(address, "ipv4");
  if (!isIPv6(address)) return false;
  const ipv4 = embeddedIpv4(address.toLowerCase());
  if (ipv4 !== null) return isIPv4(ipv4) && !refused.check(ipv4, "ipv4");
  return !refused.check(address, "ipv6");
}
