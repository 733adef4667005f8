import type { Config } from '../../platform/config.ts';
import { SIGN_IN_LINK_TTL_MS } from './decide.ts';
import { serverKey } from './emailLookup.ts';
import { open, seal, type Sealed } from './sealing.ts';
import { sha256Hex } from './secrets.ts';

/*
 * A sign-in link for an address that has no account yet. Asking for it writes nothing: the address and
 * the time it was asked for travel sealed in the token itself (AES-256-GCM under a key derived from the
 * e-mail lookup secret), so no account and no event names the address until its owner follows the link
 * (which creates the account and proves the address at once). Before issue 33 asking created a
 * passwordless account for any address, whoever asked.
 */
const PREFIX = 'new.';
const AAD = 'sign-in link for a new account';
const key = (config: Config) => serverKey(config, 'sign-in links for new accounts');

interface Payload {
  e: string;
  t: number;
}

/** The token (e-mailed, never stored) and its sha256 (recorded when it is used). */
export function newAccountLink(config: Config, email: string, now = new Date()): { token: string; hash: string } {
  const token = PREFIX + seal(key(config), AAD, { e: email.trim(), t: now.getTime() } satisfies Payload);
  return { token, hash: sha256Hex(token) };
}

/** What a new-account link says, or undefined when it is not one of ours (malformed, altered, another secret). */
export function openNewAccountLink(
  config: Config,
  token: string,
): { email: string; issuedAt: Date; expiresAt: Date; hash: string } | undefined {
  if (!token.startsWith(PREFIX)) return undefined;
  let p: Payload;
  try {
    p = open<Payload>(key(config), AAD, token.slice(PREFIX.length) as Sealed);
  } catch {
    return undefined;
  }
  if (typeof p?.e !== 'string' || typeof p.t !== 'number') return undefined;
  return {
    email: p.e,
    issuedAt: new Date(p.t),
    expiresAt: new Date(p.t + SIGN_IN_LINK_TTL_MS),
    hash: sha256Hex(token),
  };
}
