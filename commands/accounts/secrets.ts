import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** Every API key starts with this service prefix: `txg_` + 32 lower-case hex characters. */
export const API_KEY_PREFIX = 'txg';
export const API_KEY_PATTERN = /^txg_[0-9a-f]{32}$/;

export const sha256Hex = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
/**
 * sha256 of the lower-cased address: the id of the e-mail reservation streams written before sealing
 * (legacy, read only). Anyone can compute it for a guessed address; new lookups use emailLookup.ts.
 */
export const emailHash = (email: string) => sha256Hex(normalizeEmail(email));

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
export const newAccountId = () => `acc_${hex(12)}`;
export const newKeyId = () => `key_${hex(8)}`;
export const newLinkId = () => `lnk_${hex(8)}`;

/** A new API key (shown to its owner once) and what may be stored about it. */
export function generateApiKey(): { key: string; hash: string; prefix: string; last4: string } {
  const key = `${API_KEY_PREFIX}_${hex(16)}`;
  return { key, hash: sha256Hex(key), prefix: API_KEY_PREFIX, last4: key.slice(-4) };
}

/** A one-time sign-in token. It names its account (not secret) so verification reads one stream. */
export function generateSignInToken(accountId: string): { token: string; hash: string } {
  const token = `${accountId}.${hex(32)}`;
  return { token, hash: sha256Hex(token) };
}
export const accountOfSignInToken = (token: string): string | undefined =>
  /^(acc_[0-9a-f]{24})\.[0-9a-f]{64}$/.exec(token)?.[1];

// ── passwords: scrypt, 16-byte random salt, parameters stored with the hash ────────────────
const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 32 };

function scrypt(password: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, keylen, { ...opts, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, SCRYPT.keylen, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const DUMMY = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** Constant-time comparison; with no stored hash it still spends the same work (no timing oracle for unknown e-mails). */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? DUMMY).split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const expected = Buffer.from(parts[5], 'base64url');
  const actual = await scrypt(password, Buffer.from(parts[4], 'base64url'), expected.length, { N, r, p });
  return stored != null && timingSafeEqual(actual, expected);
}
