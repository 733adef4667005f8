import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Personal fields sealed with an account's data key: AES-256-GCM, a random 96-bit IV per seal, the
 * account's stream name as additional authenticated data (a sealed value copied into another account's
 * event does not open). Format: `v1.<iv>.<ciphertext>.<tag>` (base64url), JSON inside.
 */
export type Sealed = `v1.${string}`;
const VERSION = 'v1';
export const DATA_KEY_BYTES = 32;

export const newDataKey = (): Buffer => randomBytes(DATA_KEY_BYTES);

export function seal(key: Buffer, aad: string, value: unknown): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return [VERSION, iv, body, cipher.getAuthTag()]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.') as Sealed;
}

/** The sealed value; throws when the key or the AAD is not the one it was sealed with, or it was altered. */
export function open<T>(key: Buffer, aad: string, sealed: Sealed): T {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== VERSION || !iv || !body || !tag) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  return JSON.parse(text) as T;
}
