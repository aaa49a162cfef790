import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import {
  checkPushEndpoint,
  isPublicAddress,
  type PushEndpointPolicy,
} from './push-endpoint-policy';

export class RefusedPushEndpoint extends Error {}

/**
 * Resolves the name when connecting and hands the socket only an address it checked: the
 * connection goes where the check looked (no second lookup a DNS answer could change in between).
 * Every address of the name must be public, so a name with one private answer is refused whole.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { all: true, family: options.family ?? 0 })
    .then((addresses) => {
      const first = addresses[0];
      if (!first || addresses.some(({ address }) => !isPublicAddress(address))) {
        throw new RefusedPushEndpoint(`${hostname} resolves to an address pushes may not reach`);
      }
      if (options.all) callback(null, addresses);
      else callback(null, first.address, first.family);
    })
    .catch((error: NodeJS.ErrnoException) => callback(error, '', 0));
};

export interface PushResponse {
  status: number;
}

/**
 * One POST to a push endpoint under the policy; the answer's status only. A redirect is an
 * answer like any other (never followed): a push service does not redirect.
 */
export function postToPushService(
  endpoint: string,
  policy: PushEndpointPolicy,
  request: { headers: Record<string, string>; body: Buffer | null; timeoutMs: number },
): Promise<PushResponse> {
  const checked = checkPushEndpoint(endpoint, policy);
  if (checked.kind === 'refused') {
    return Promise.reject(new RefusedPushEndpoint('endpoint outside the push services'));
  }
  const { url } = checked;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(request.body?.length ?? 0) },
        // A trusted origin (tests' loopback service) skips the address check, nothing else does.
        lookup: checked.kind === 'public' ? publicOnlyLookup : undefined,
        signal: AbortSignal.timeout(request.timeoutMs),
        // No pooled socket may carry a request to a name resolved for another.
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body ?? undefined);
  });
}
