import {
  createHash,
  createSign,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
} from 'node:crypto';

// A WebAuthn authenticator in software (ES256, "none" attestation), so integration tests can
// register and use passkeys through the real endpoints and the real verification library. The
// e2e tests use Chromium's own virtual authenticator instead.

type Cbor = number | string | Buffer | Cbor[] | Map<Cbor, Cbor>;

function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const head = Buffer.alloc(3);
  head[0] = (major << 5) | 25;
  head.writeUInt16BE(length, 1);
  return head;
}

/** Just enough CBOR for an attestation object and a COSE key. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') {
    return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  }
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([cborHead(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([cborHead(4, value.length), ...value.map(cbor)]);
  const entries = [...value].flatMap(([key, item]) => [cbor(key), cbor(item)]);
  return Buffer.concat([cborHead(5, value.size), ...entries]);
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED = 0x40;

export class SoftwareAuthenticator {
  private readonly credentialId = randomBytes(32);
  private readonly keys: { privateKey: KeyObject; publicKey: KeyObject };
  private counter = 0;

  /** `userVerification`: whether it checks the face/finger/PIN (false: a plain security key). */
  constructor(
    private readonly origin: string,
    private readonly userVerification = true,
  ) {
    this.keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  }

  get id() {
    return b64url(this.credentialId);
  }

  private authenticatorData(rpId: string, attested: Buffer | null): Buffer {
    const flags =
      FLAG_USER_PRESENT |
      (this.userVerification ? FLAG_USER_VERIFIED : 0) |
      (attested ? FLAG_ATTESTED : 0);
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(++this.counter);
    const rpIdHash = createHash('sha256').update(rpId).digest();
    return Buffer.concat([rpIdHash, Buffer.from([flags]), counter, attested ?? Buffer.alloc(0)]);
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }),
    );
  }

  /** The browser's answer to registration options (`navigator.credentials.create`). */
  register(options: { challenge: string; rp: { id?: string } }) {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const coseKey = new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(String(jwk.x), 'base64url')],
      [-3, Buffer.from(String(jwk.y), 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, cbor(coseKey)]);
    const authData = this.authenticatorData(options.rp.id ?? 'localhost', attested);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** The browser's answer to authentication options (`navigator.credentials.get`). */
  authenticate(options: { challenge: string; rpId?: string }) {
    const authData = this.authenticatorData(options.rpId ?? 'localhost', null);
    const clientData = this.clientData('webauthn.get', options.challenge);
    const signed = Buffer.concat([authData, createHash('sha256').update(clientData).digest()]);
    const signature = createSign('sha256').update(signed).sign(this.keys.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: undefined,
      },
    };
  }
}
