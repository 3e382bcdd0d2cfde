import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

// A WebAuthn authenticator in software, for the passkey tests: ES256 keys from node:crypto, attestation
// "none", discoverable credentials. It answers the options the server hands out exactly as a browser
// passes an authenticator's answer on (RegistrationResponseJSON, AuthenticationResponseJSON).

type CborValue = number | string | Uint8Array | CborValue[] | Map<CborValue, CborValue> | { [key: string]: CborValue };

/** A CBOR header: major type and argument (RFC 8949 §3). */
function head(major: number, argument: number): Buffer {
  if (argument < 24) return Buffer.from([(major << 5) | argument]);
  if (argument < 0x100) return Buffer.from([(major << 5) | 24, argument]);
  if (argument < 0x10000) return Buffer.from([(major << 5) | 25, argument >> 8, argument & 0xff]);
  const long = Buffer.alloc(5);
  long[0] = (major << 5) | 26;
  long.writeUInt32BE(argument, 1);
  return long;
}

/** The CBOR encoding of what an authenticator writes: integers, text, bytes, arrays and maps. */
export function cbor(value: CborValue): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const text = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

/** The COSE key (RFC 9053) of an ES256 public key: EC2, P-256, x and y. */
function coseKey(publicKey: KeyObject): Buffer {
  const { x, y } = publicKey.export({ format: "jwk" });
  return cbor(
    new Map<CborValue, CborValue>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(x!, "base64url")],
      [-3, Buffer.from(y!, "base64url")],
    ]),
  );
}

function authenticatorData(rpId: string, flags: number, signCount: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(signCount);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

export type SoftwareCredential = {
  /** The credential id, base64url. */
  id: string;
  rpId: string;
  /** The user handle the site gave at registration (base64url). */
  userHandle: string;
  privateKey: KeyObject;
  /** The signature counter's last value (0 for an authenticator that keeps none). */
  signCount: number;
  /** Whether the counter rises with each use. */
  counts: boolean;
};

type CreationOptions = { challenge: string; rp: { id?: string }; user: { id: string } };
type RequestOptions = { challenge: string; rpId?: string; allowCredentials?: { id: string }[] };

export type AssertionOptions = {
  /** Which credential answers: by default the first one the options allow (any, for a discoverable sign-in). */
  credential?: SoftwareCredential;
  /** Whether the person was verified (PIN, biometrics): the UV flag. */
  userVerified?: boolean;
  /** The counter to sign instead of the next one. */
  signCount?: number;
  /** The page's origin as the browser reports it (by default the authenticator's). */
  origin?: string;
  /** Signs with another key than the credential's: a forged answer. */
  forgedWith?: KeyObject;
};

export class SoftwareAuthenticator {
  readonly credentials: SoftwareCredential[] = [];
  /** The page the browser runs the ceremony on, e.g. http://crm.test. */
  readonly origin: string;

  constructor(origin: string) {
    this.origin = origin;
  }

  /** Creates a credential for the registration options, as `navigator.credentials.create()` answers. */
  register(options: CreationOptions, { counts = true, userVerified = true } = {}) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const credentialId = randomBytes(16);
    const credential: SoftwareCredential = {
      id: base64url(credentialId),
      rpId,
      userHandle: options.user.id,
      privateKey,
      signCount: 0,
      counts,
    };
    this.credentials.push(credential);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, coseKey(publicKey)]);
    const flags = FLAG_USER_PRESENT | (userVerified ? FLAG_USER_VERIFIED : 0) | FLAG_ATTESTED_CREDENTIAL;
    const authData = authenticatorData(rpId, flags, 0, attested);
    const clientData = JSON.stringify({ type: "webauthn.create", challenge: options.challenge, origin: this.origin });
    return {
      credential,
      response: {
        id: credential.id,
        rawId: credential.id,
        type: "public-key",
        response: {
          clientDataJSON: base64url(Buffer.from(clientData)),
          attestationObject: base64url(cbor({ fmt: "none", attStmt: {}, authData })),
          transports: ["internal"],
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
      },
    };
  }

  /** Signs the challenge of the request options, as `navigator.credentials.get()` answers. */
  authenticate(options: RequestOptions, assertion: AssertionOptions = {}) {
    const allowed = options.allowCredentials?.map(({ id }) => id);
    const credential =
      assertion.credential ??
      this.credentials.find(({ id }) => !allowed || allowed.length === 0 || allowed.includes(id));
    if (!credential) throw new Error("no credential of this authenticator is allowed");
    const signCount = assertion.signCount ?? (credential.counts ? credential.signCount + 1 : 0);
    credential.signCount = signCount;
    const flags = FLAG_USER_PRESENT | (assertion.userVerified === false ? 0 : FLAG_USER_VERIFIED);
    const authData = authenticatorData(options.rpId ?? credential.rpId, flags, signCount);
    const clientData = Buffer.from(
      JSON.stringify({
        type: "webauthn.get",
        challenge: options.challenge,
        origin: assertion.origin ?? this.origin,
      }),
    );
    const signature = sign(
      "sha256",
      Buffer.concat([authData, sha256(clientData)]),
      assertion.forgedWith ?? credential.privateKey,
    );
    return {
      id: credential.id,
      rawId: credential.id,
      type: "public-key",
      response: {
        clientDataJSON: base64url(clientData),
        authenticatorData: base64url(authData),
        signature: base64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}

/** A key no credential has, to forge signatures with. */
export function strangerKey(): KeyObject {
  return generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey;
}
