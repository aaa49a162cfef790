import { BlockList, isIP } from 'node:net';

/**
 * Where the server may send pushes. A subscription's endpoint is a URL a client chose, and the
 * sender POSTs to it: without this, any account could make the server reach its own network.
 *
 * Only `https:` on the public push services' hosts (browsers subscribe nowhere else), plus the
 * hosts of PUSH_SERVICE_HOSTS for a self-hosted push server. Whatever the name resolves to, a
 * loopback, private, link-local or mapped address is refused at send time (`push-connection.ts`).
 */
const PUBLIC_PUSH_HOSTS = [
  // Chrome, Edge on Android, Opera, Samsung Internet...
  'fcm.googleapis.com',
  // Firefox.
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  // Safari (macOS 13+, iOS 16.4+).
  'web.push.apple.com',
  // Edge on Windows (WNS): one host per region, e.g. wns2-db5p.notify.windows.com.
  '*.notify.windows.com',
];

export interface PushEndpointPolicy {
  /** Exact host names, or `*.domain` for any host under it. */
  hosts: string[];
  /**
   * Exact origins trusted as they are, http and loopback included (the tests' local push
   * service). Only ever set from PUSH_SERVICE_HOSTS under NODE_ENV=test.
   */
  trustedOrigins: string[];
}

/** PUSH_SERVICE_HOSTS, comma-separated: host names; in tests also exact origins (`http://...`). */
export function pushEndpointPolicy(extra: string | undefined): PushEndpointPolicy {
  const entries = (extra ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  return {
    hosts: [...PUBLIC_PUSH_HOSTS, ...entries.filter((entry) => !entry.includes('://'))],
    trustedOrigins: entries.filter((entry) => entry.includes('://')).map((e) => new URL(e).origin),
  };
}

const matchesHost = (pattern: string, host: string) =>
  pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;

export type EndpointCheck =
  | { kind: 'trusted'; url: URL }
  | { kind: 'public'; url: URL }
  | { kind: 'refused' };

/**
 * Whether an endpoint may be used at all, from its text alone: `public` ones still need their
 * address checked when connecting. No credentials, no explicit port but 443, no IP literal.
 */
export function checkPushEndpoint(endpoint: string, policy: PushEndpointPolicy): EndpointCheck {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { kind: 'refused' };
  }
  if (policy.trustedOrigins.includes(url.origin)) return { kind: 'trusted', url };
  if (url.protocol !== 'https:' || url.username || url.password || url.port) {
    return { kind: 'refused' };
  }
  const host = url.hostname;
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0) return { kind: 'refused' };
  return policy.hosts.some((pattern) => matchesHost(pattern, host))
    ? { kind: 'public', url }
    : { kind: 'refused' };
}

/**
 * Addresses a push may never go to: this machine, its networks, and anything that maps to them.
 * Two lists, since a BlockList matches an IPv4 address against IPv6 rules as its mapped form.
 */
const NOT_PUBLIC_V4 = new BlockList();
const NOT_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  // IPv4-mapped and -compatible, NAT64 and 6to4 carry an IPv4 address the checks above would miss.
  ['::', 96],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2002::', 16],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4
    ? !NOT_PUBLIC_V4.check(address, 'ipv4')
    : !NOT_PUBLIC_V6.check(address, 'ipv6');
}
