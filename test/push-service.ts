import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { machineNow } from './machine-clock';

/** What the push service received for one subscription, decrypted. */
export interface ReceivedPush {
  subscriptionId: string;
  payload: { title: string; body: string; url: string; tag: string };
  ttl: number;
  topic: string | null;
  /** The VAPID public key (`k=`) the request was signed with. */
  vapidKey: string;
  vapidSubject: string;
}

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** The VAPID JWT (RFC 8292): ES256 over header.claims, signed by the key sent as `k`. */
function checkVapid(authorization: string | undefined, audience: string) {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${authorization}`);
  const [, jwt = '', key = ''] = match;
  const [header = '', claims = '', signature = ''] = jwt.split('.');
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: b64url(raw.subarray(1, 33)),
      y: b64url(raw.subarray(33, 65)),
    },
    format: 'jwk',
  });
  const isSigned = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!isSigned) throw new Error('bad VAPID signature');
  const decoded = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
  if (decoded.aud !== audience) throw new Error(`wrong audience ${decoded.aud}`);
  // A push service checks the token's expiry by its own clock: another machine's, the real one.
  if (!(decoded.exp * 1000 > machineNow().getTime())) throw new Error('expired VAPID token');
  if (!/^(mailto:|https:)/.test(decoded.sub)) throw new Error(`bad subject ${decoded.sub}`);
  return { key, subject: decoded.sub as string };
}

/**
 * RFC 8291 decryption of an aes128gcm body (RFC 8188) with the subscription's private key and
 * auth secret: the same work a browser does, so a wrong key or encoding fails here.
 */
function decrypt(body: Buffer, receiver: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const sharedSecret = receiver.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    receiver.getPublicKey(),
    senderPublic,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * A push service on loopback that speaks RFC 8030 enough for our sender: it checks the VAPID
 * JWT, decrypts every message with the subscription's keys, and answers 201 (or what a test
 * told it to, e.g. 410 for a subscription that is gone).
 */
export async function startPushService() {
  const subscriptions = new Map<string, { receiver: ECDH; auth: Buffer }>();
  const statusFor = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  let requests = 0;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests++;
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const subscription = subscriptions.get(id);
      const forced = statusFor.get(id);
      if (forced) {
        response.writeHead(forced).end();
        return;
      }
      try {
        if (!subscription) throw new Error(`unknown subscription ${id}`);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const vapid = checkVapid(request.headers.authorization, origin);
        const text = decrypt(Buffer.concat(chunks), subscription.receiver, subscription.auth);
        received.push({
          subscriptionId: id,
          payload: JSON.parse(text),
          ttl: Number(request.headers.ttl),
          topic: (request.headers.topic as string | undefined) ?? null,
          vapidKey: vapid.key,
          vapidSubject: vapid.subject,
        });
        response.writeHead(201).end();
      } catch (error) {
        problems.push(String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    problems,
    requestCount: () => requests,
    /** A browser's subscription: a fresh P-256 key pair and auth secret, as PushManager makes. */
    createSubscription(): TestSubscription & { id: string } {
      const id = randomBytes(8).toString('hex');
      const receiver = createECDH('prime256v1');
      receiver.generateKeys();
      const auth = randomBytes(16);
      subscriptions.set(id, { receiver, auth });
      return {
        id,
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: b64url(receiver.getPublicKey()), auth: b64url(auth) },
      };
    },
    /** Every later push to this subscription is answered with `status` (410: gone). */
    answer(id: string, status: number) {
      statusFor.set(id, status);
    },
    pushesTo(id: string) {
      return received.filter((push) => push.subscriptionId === id);
    },
    clear() {
      received.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;
