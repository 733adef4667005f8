import { Type } from 'typebox';

/** Request and response shapes of the auth routes. Keys and tokens appear only in the responses that create them. */
const Str = Type.String();
const DateTime = Type.String({ format: 'date-time' });

export const Email = Type.String({
  format: 'email',
  minLength: 3,
  maxLength: 254,
  description: 'E-mail address (case-insensitive, one account per address)',
});
export const Password = Type.String({
  minLength: 8,
  maxLength: 256,
  description: 'At least 8 characters; stored only as a salted scrypt hash',
});
export const Credentials = Type.Object({ email: Email, password: Password }, { additionalProperties: false });
export const EmailOnly = Type.Object({ email: Email }, { additionalProperties: false });

export const Tier = Type.Union([Type.Literal('free'), Type.Literal('pro'), Type.Literal('enterprise')]);
export const Account = Type.Object({ id: Str, email: Str, tier: Tier });
export const TokenResponse = Type.Object({
  token: Type.String({ description: 'JWT (HS256) for Authorization: Bearer; also sets the session cookie' }),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({ description: 'Seconds until the token expires' }),
  account: Account,
});
export const UNVERIFIED_NOTICE =
  'This e-mail is not proven yet. The first time its owner signs in with a link sent to it, this password is removed and every session, token and API key created before is revoked.';
export const RegisterResponse = Type.Object({
  ...TokenResponse.properties,
  verified: Type.Literal(false, { description: 'The e-mail has not been proven by a followed sign-in link' }),
  notice: Type.String({ description: UNVERIFIED_NOTICE }),
});

export const KeyId = Type.String({ pattern: '^key_[0-9a-f]{16}$', description: 'API key id (not the key)' });
export const KeyName = Type.String({ minLength: 1, maxLength: 100, description: 'A label for the key' });
export const NewKeyBody = Type.Object({ name: KeyName }, { additionalProperties: false });
const keyFields = {
  id: KeyId,
  name: Str,
  prefix: Type.String({ description: 'Service prefix of the key' }),
  last4: Type.String({ description: 'Last 4 characters of the key' }),
  hint: Type.String({ description: 'prefix_…last4, to recognise the key' }),
  status: Type.Union([Type.Literal('active'), Type.Literal('revoked')]),
  created_at: DateTime,
};
export const IssuedKey = Type.Object({
  ...keyFields,
  key: Type.String({ description: 'The API key: shown this once, never again' }),
});
export const KeySummary = Type.Object({
  ...keyFields,
  last_used_at: Type.Union([DateTime, Type.Null()]),
  revoked_at: Type.Union([DateTime, Type.Null()]),
});
export const KeyPage = Type.Object({
  items: Type.Array(KeySummary),
  total: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer(),
});
export const PageQuery = Type.Object(
  {
    limit: Type.Integer({ minimum: 1, maximum: 500, default: 50, description: 'Page size (at most 500)' }),
    offset: Type.Integer({ minimum: 0, maximum: 10_000_000, default: 0 }),
  },
  { additionalProperties: false },
);

export const Erased = Type.Object({
  erased: Type.Literal(true),
  id: Type.String({ description: 'The erased account' }),
  erased_at: DateTime,
  revoked_keys: Type.Integer({ description: 'API keys revoked by this erasure (0 when repeated)' }),
});

export const LinkSent = Type.Object({
  sent: Type.Boolean(),
  expires_in: Type.Integer({ description: 'Seconds the link stays valid' }),
});
/** A new account's link carries its address sealed (pendingLinks.ts): up to ~450 characters. */
export const VerifyQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 1000 }) });
