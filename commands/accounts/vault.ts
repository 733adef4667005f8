import type { Config } from '../../platform/config.ts';
import type { Queryable } from '../../platform/db.ts';
import { accountStream } from '../streams.ts';
import { dataKeyOf, destroyDataKey, ensureDataKey } from './dataKeys.ts';
import { emailLookupId } from './emailLookup.ts';
import { newDataKey, open, seal, type Sealed } from './sealing.ts';

/** An account's personal fields: sealed in `AccountRegistered`, never written to the log in the clear. */
export interface PersonalData {
  email: string;
  passwordHash: string | null;
}

/**
 * Personal data of accounts, kept out of the immutable log (crypto-shredding, SECURITY.md): each
 * account's fields are sealed with its own data key (`account_data_keys`), and e-mails are looked up
 * by `emailId` (an HMAC under the server secret). Destroying the key erases the fields for good.
 */
export interface AccountVault {
  emailId(email: string): string;
  /** Creates the account's data key (before any event needs it) and seals `data` with it. */
  sealNew(accountId: string, data: PersonalData): Promise<Sealed>;
  /** Seals `value` with the account's existing key; undefined when it has none (registered before sealing, or erased). */
  seal(accountId: string, value: unknown): Promise<Sealed | undefined>;
  /** The sealed fields, or undefined once the account's key is destroyed. */
  open<T = PersonalData>(accountId: string, sealed: Sealed): Promise<T | undefined>;
  /** Destroys the account's data key; true when there was one. */
  destroy(accountId: string): Promise<boolean>;
}

/** `db` is the primary (or a transaction): keys are read and written where the log's projections read them. */
export function createAccountVault(db: Queryable, config: Config): AccountVault {
  return {
    emailId: (email) => emailLookupId(config, email),
    async sealNew(accountId, data) {
      return seal(await ensureDataKey(db, accountId, newDataKey()), accountStream(accountId), data);
    },
    async seal(accountId, value) {
      const key = await dataKeyOf(db, accountId);
      return key && seal(key, accountStream(accountId), value);
    },
    async open<T>(accountId: string, sealed: Sealed) {
      return openSealed<T>(await dataKeyOf(db, accountId), accountId, sealed);
    },
    async destroy(accountId) {
      const had = await destroyDataKey(db, accountId);
      // the deleted row's bytes leave the table's pages now rather than at the next autovacuum
      await db.query('VACUUM account_data_keys').catch(() => {});
      return had;
    },
  };
}

/** Opens a value sealed for the account with its key (undefined without one: erased). */
export function openSealed<T = PersonalData>(
  key: Buffer | undefined,
  accountId: string,
  sealed: Sealed,
): T | undefined {
  return key ? open<T>(key, accountStream(accountId), sealed) : undefined;
}
