import { createHmac, hkdfSync } from 'node:crypto';
import path from 'node:path';
import type { Config } from '../../platform/config.ts';
import { readOrCreateSecret } from '../../platform/secretFile.ts';
import { normalizeEmail } from './secrets.ts';

const secrets = new Map<string, Buffer>();

/**
 * The server secret of e-mail lookups: EMAIL_HMAC_SECRET, or one generated once into
 * DATA_DIR/email-hmac-secret (mode 0600), like the JWT secret. Unlike that one it must never change:
 * the e-mail reservation streams are named with it (losing it makes every e-mail look unregistered).
 */
function emailSecret(config: Config): Buffer {
  const id = config.emailHmacSecret ? `env:${config.emailHmacSecret}` : `file:${config.dataDir}`;
  let s = secrets.get(id);
  if (!s) {
    s = Buffer.from(
      config.emailHmacSecret ?? readOrCreateSecret(path.join(config.dataDir, 'email-hmac-secret')),
      'utf8',
    );
    secrets.set(id, s);
  }
  return s;
}

/**
 * What stands for an e-mail wherever one is looked up (the `email-{id}` reservation stream, the
 * sign-in throttles' counters): HMAC-SHA256 of the normalised address under the server secret, hex.
 * Without the secret, the log cannot be searched for a guessed address (a plain sha256 could).
 */
export const emailLookupId = (config: Config, email: string): string =>
  createHmac('sha256', emailSecret(config)).update(normalizeEmail(email), 'utf8').digest('hex');

/**
 * A 256-bit key for one purpose, derived (HKDF-SHA256) from the same server secret: it never changes
 * and every instance shares it, so what one instance seals with it another opens (pendingLinks.ts).
 */
export const serverKey = (config: Config, purpose: string): Buffer =>
  Buffer.from(hkdfSync('sha256', emailSecret(config), Buffer.alloc(0), `taxonomy ${purpose}`, 32));
