import type { AccountEvent } from '../../commands/accounts/events.ts';
import { unhandled } from '../../commands/domainEvents.ts';
import { ACCOUNT_EVENT_TYPES, isSealedRegistration } from '../../commands/accounts/events.ts';
import { normalizeEmail } from '../../commands/accounts/secrets.ts';
import { dataKeyOf } from '../../commands/accounts/dataKeys.ts';
import { openSealed, type PersonalData } from '../../commands/accounts/vault.ts';
import type { Projection } from '../runtime/projection.ts';

export const ACCOUNTS_PROJECTION = 'accounts';

/** Accounts, API keys and sign-in links for listing and login. Upserts keyed by id: replays change nothing. */
export const accountsProjection: Projection<AccountEvent['type']> = {
  name: ACCOUNTS_PROJECTION,
  version: 1,
  tables: ['accounts', 'api_keys', 'sign_in_links'],
  handles: ACCOUNT_EVENT_TYPES,
  async reset(tx) {
    await tx.query('TRUNCATE accounts, api_keys, sign_in_links');
  },
  async handle(events, tx) {
    for (const recorded of events) {
      const e = recorded;
      const account = recorded.stream.slice('account-'.length);
      const at = recorded.created;
      switch (e.type) {
        case 'AccountRegistered': {
          // sealed fields open with the account's data key (same database, outside the log); a destroyed
          // key replays as an erased account: the row without e-mail or password
          const d = e.data;
          const p: PersonalData | undefined = isSealedRegistration(d)
            ? openSealed(await dataKeyOf(tx, d.accountId), d.accountId, d.personal)
            : d;
          await tx.query(
            `INSERT INTO accounts (id, email, email_lower, password_hash, tier, created_at) VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (id) DO NOTHING`,
            [d.accountId, p?.email ?? null, p ? normalizeEmail(p.email) : null, p?.passwordHash ?? null, d.tier, at],
          );
          break;
        }
        case 'TierChanged':
          await tx.query('UPDATE accounts SET tier = $2 WHERE id = $1', [account, e.data.tier]);
          break;
        case 'ApiKeyIssued': {
          // a sealed name opens with the account's data key; once that is destroyed, the name is ''
          const name =
            'sealedName' in e.data
              ? (openSealed<string>(await dataKeyOf(tx, account), account, e.data.sealedName) ?? '')
              : e.data.name;
          await tx.query(
            `INSERT INTO api_keys (id, account_id, name, hash, prefix, last4, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (id) DO NOTHING`,
            [e.data.keyId, account, name, e.data.hash, e.data.prefix, e.data.last4, at],
          );
          break;
        }
        case 'ApiKeyRevoked':
          await tx.query('UPDATE api_keys SET revoked_at = coalesce(revoked_at, $2) WHERE id = $1', [e.data.keyId, at]);
          break;
        case 'SignInLinkIssued':
          await tx.query(
            `INSERT INTO sign_in_links (id, account_id, token_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (id) DO NOTHING`,
            [e.data.linkId, account, e.data.tokenHash, e.data.expiresAt, at],
          );
          break;
        case 'SignInLinkUsed':
          await tx.query('UPDATE sign_in_links SET used_at = coalesce(used_at, $2) WHERE id = $1', [e.data.linkId, at]);
          break;
        case 'EmailVerified': // the registrant's unproven password no longer opens the account
          await tx.query('UPDATE accounts SET password_hash = NULL WHERE id = $1', [account]);
          break;
        case 'AccountErased': // the row stays (its keys stay listed as revoked), without anything personal
          await tx.query(
            `UPDATE accounts SET email = NULL, email_lower = NULL, password_hash = NULL, erased_at = coalesce(erased_at, $2)
              WHERE id = $1`,
            [account, e.data.at],
          );
          await tx.query(`UPDATE api_keys SET name = '' WHERE account_id = $1`, [account]);
          break;
        default:
          unhandled(e);
      }
    }
  },
};
