import crypto from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

type CBORValue = Parameters<typeof isoCBOR.encode>[0];

/** A software authenticator (ES256, no attestation): what Chromium's virtual authenticator does, in the test. */
export const softAuthenticator = (origin: string, rpId: string) => {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = crypto.randomBytes(16);
  let counter = 0;
  const rpIdHash = crypto.createHash('sha256').update(rpId).digest();
  const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64url');
  const clientData = (type: string, challenge: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const authData = (flags: number, attested?: Buffer) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(++counter);
    return Buffer.concat([rpIdHash, Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  };
  return {
    register: (challenge: string) => {
      const cose = new Map<number, CBORValue>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')]]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, Buffer.from(isoCBOR.encode(cose))]);
      const attestationObject = isoCBOR.encode(new Map<string, CBORValue>([['fmt', 'none'], ['attStmt', new Map<string, CBORValue>()], ['authData', new Uint8Array(authData(0x45, attested))]]));
      return {
        id: b64(credentialId), rawId: b64(credentialId), type: 'public-key', clientExtensionResults: {},
        response: { clientDataJSON: b64(clientData('webauthn.create', challenge)), attestationObject: b64(attestationObject), transports: ['internal'] },
      };
    },
    assert: (challenge: string) => {
      const data = authData(0x05);
      const client = clientData('webauthn.get', challenge);
      const signature = crypto.sign('sha256', Buffer.concat([data, crypto.createHash('sha256').update(client).digest()]), privateKey);
      const assertion = {
        id: b64(credentialId), rawId: b64(credentialId), type: 'public-key', clientExtensionResults: {},
        response: { clientDataJSON: b64(client), authenticatorData: b64(data), signature: b64(signature) },
      };
      return Buffer.from(JSON.stringify(assertion)).toString('base64url');
    },
  };
};
