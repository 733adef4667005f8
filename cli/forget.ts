import { parseArgs, UsageError } from './args.ts';
import { say } from './log.ts';
import { loadConfig } from '../platform/config.ts';
import { openServices } from './services.ts';
import { findAccountIdByEmail } from '../commands/accounts/handlers.ts';
import { eraseAccount } from '../commands/accounts/erase.ts';
import { AccountError } from '../commands/accounts/errors.ts';
import { createAccountVault } from '../commands/accounts/vault.ts';
import { refuseAccountNow } from '../projections/keyCache/lookup.ts';

const ACCOUNT_ID = /^acc_[0-9a-f]{24}$/;

/**
 * `taxonomy forget <email | account id>`: erases an account (commands/accounts/erase.ts), as
 * DELETE /api/v1/auth/account does. Exit 0 when erased and every credential is refused, 1 when no
 * such account, 3 when erased but the key cache could not be told (run it again with the account id).
 */
export async function run(argv: string[]): Promise<number> {
  const args = parseArgs(argv, {});
  if (args.positionals.length !== 1) throw new UsageError('forget takes one e-mail address or account id');
  const [who] = args.positionals;
  const config = loadConfig();
  const services = await openServices(config, { redis: true, log: say });
  try {
    const vault = createAccountVault(services.pool, config);
    const byId = ACCOUNT_ID.test(who);
    const accountId = byId ? who : await findAccountIdByEmail(services.store, vault, who);
    if (!accountId) {
      say(`no account for ${who}`);
      return 1;
    }
    const r = await eraseAccount(
      services.store,
      vault,
      accountId,
      {
        email: byId ? undefined : who,
        refuseNow: (hashes, since) => refuseAccountNow(services.redis, config.redisPrefix, accountId, hashes, since),
      },
      { actor: 'cli' },
    ).catch((err) => {
      if (err instanceof AccountError && err.code === 'NO_ACCOUNT') return undefined;
      throw err;
    });
    if (!r) {
      say(`no account ${who}`);
      return 1;
    }
    say(
      `${accountId} ${r.repeated ? 'was already erased' : 'erased'}: ${r.revokedKeys} key(s) revoked, ` +
        `data key ${r.keyDestroyed ? 'destroyed' : 'already gone'}; its e-mail and password hash can no longer be read from the log`,
    );
    if (r.refusalPending) {
      say(
        `the key cache could not be told: its keys, sessions and tokens are refused once the projector runs; ` +
          `run \`taxonomy forget ${accountId}\` again to confirm`,
      );
      return 3;
    }
    return 0;
  } finally {
    await services.close();
  }
}
