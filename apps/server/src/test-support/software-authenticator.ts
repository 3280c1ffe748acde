import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A passkey authenticator in software (a platform authenticator with "none" attestation, ES256), so server
 * tests can register and use real WebAuthn credentials: the server checks them with @simplewebauthn/server as it
 * checks a phone's. The e2e suite uses Chromium's virtual authenticator instead.
 */
export function softwareAuthenticator(origin: string, credentialId = randomBytes(16)) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const rpIdHash = (rpId: string) => createHash("sha256").update(rpId).digest();
  let counter = 0;

  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, new Uint8Array(Buffer.from(jwk.x ?? "", "base64url"))],
      [-3, new Uint8Array(Buffer.from(jwk.y ?? "", "base64url"))],
    ]),
  );

  /** flags: user present (0x01), user verified (0x04), attested credential data (0x40) when registering. */
  function authenticatorData(rpId: string, attested: boolean) {
    counter += 1;
    const head = Buffer.alloc(37);
    rpIdHash(rpId).copy(head, 0);
    head[32] = 0x01 | 0x04 | (attested ? 0x40 : 0);
    head.writeUInt32BE(counter, 33);
    if (!attested) return head;
    const length = Buffer.alloc(2);
    length.writeUInt16BE(credentialId.length);
    return Buffer.concat([head, Buffer.alloc(16), length, credentialId, Buffer.from(coseKey)]);
  }

  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  const id = credentialId.toString("base64url");
  return {
    id,
    /** The browser's answer to registration options (`navigator.credentials.create`). */
    register(options: { challenge: string; rp: { id?: string } }) {
      const authData = authenticatorData(options.rp.id ?? new URL(origin).hostname, true);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", new Uint8Array(authData)],
        ]) as never,
      );
      return {
        id,
        rawId: id,
        type: "public-key" as const,
        response: {
          clientDataJSON: clientData("webauthn.create", options.challenge).toString("base64url"),
          attestationObject: Buffer.from(attestationObject).toString("base64url"),
          transports: ["internal"],
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform" as const,
      };
    },
    /** The browser's answer to authentication options (`navigator.credentials.get`). */
    authenticate(options: { challenge: string; rpId?: string }) {
      const authData = authenticatorData(options.rpId ?? new URL(origin).hostname, false);
      const clientDataJSON = clientData("webauthn.get", options.challenge);
      const signed = Buffer.concat([authData, createHash("sha256").update(clientDataJSON).digest()]);
      return {
        id,
        rawId: id,
        type: "public-key" as const,
        response: {
          clientDataJSON: clientDataJSON.toString("base64url"),
          authenticatorData: authData.toString("base64url"),
          signature: sign("sha256", signed, privateKey).toString("base64url"),
        },
        clientExtensionResults: {},
        authenticatorAttachment: "platform" as const,
      };
    },
  };
}
