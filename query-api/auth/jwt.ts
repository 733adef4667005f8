import path from 'node:path';
import { SignJWT, errors, jwtVerify } from 'jose';
import type { Config } from '../../platform/config.ts';
import { readOrCreateSecret } from '../../platform/secretFile.ts';

const ISSUER = 'taxonomy';
const AUDIENCE = 'taxonomy-api';
export const ACCESS_TOKEN_TTL_S = 12 * 3600;
/** Clock skew allowed between the instances that sign and those that verify. */
const CLOCK_TOLERANCE_S = 30;
const secrets = new Map<string, Promise<Uint8Array>>();

/**
 * The HS256 secret: JWT_SECRET, or one generated once and kept in DATA_DIR/jwt-secret (mode 0600),
 * so every instance sharing the data directory and every restart accept the same tokens.
 */
export function jwtSecret(config: Config): Promise<Uint8Array> {
  const id = config.jwtSecret ? `env:${config.jwtSecret}` : `file:${config.dataDir}`;
  let p = secrets.get(id);
  if (!p) {
    p = config.jwtSecret ? Promise.resolve(new TextEncoder().encode(config.jwtSecret)) : secretFile(config.dataDir);
    secrets.set(id, p);
    p.catch(() => secrets.delete(id));
  }
  return p;
}

async function secretFile(dataDir: string): Promise<Uint8Array> {
  return new TextEncoder().encode(readOrCreateSecret(path.join(dataDir, 'jwt-secret')));
}

export async function signAccessToken(config: Config, accountId: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(accountId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_S}s`)
    .sign(await jwtSecret(config));
}

/** The account id of a valid token, or why it is refused. */
export async function verifyAccessToken(
  config: Config,
  token: string,
): Promise<{ accountId: string; issuedAt: number } | { error: string }> {
  try {
    // every token this service signs has iat and exp 12 hours apart: one without exp, issued in the
    // future (it would pass any "issued before" check) or older than that is refused
    const { payload } = await jwtVerify(token, await jwtSecret(config), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'iat', 'sub'],
      maxTokenAge: ACCESS_TOKEN_TTL_S,
      clockTolerance: CLOCK_TOLERANCE_S,
    });
    if (typeof payload.sub !== 'string' || !/^acc_[0-9a-f]{24}$/.test(payload.sub))
      return { error: 'the token names no account' };
    if (typeof payload.iat !== 'number') return { error: 'the token is not valid' };
    return { accountId: payload.sub, issuedAt: payload.iat };
  } catch (err) {
    if (err instanceof errors.JWTExpired) return { error: 'the token has expired; sign in again' };
    if (err instanceof errors.JOSEError) return { error: 'the token is not valid' };
    throw err;
  }
}
