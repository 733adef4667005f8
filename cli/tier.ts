import { parseArgs, UsageError } from './args.ts';
import { say } from './log.ts';
import { loadConfig } from '../platform/config.ts';
import { openServices } from './services.ts';
import { TIERS, type Tier } from '../commands/accounts/events.ts';
import { changeTier, findAccountIdByEmail } from '../commands/accounts/handlers.ts';
import { createAccountVault } from '../commands/accounts/vault.ts';

/** `taxonomy tier <email> <free|pro|enterprise>`: appends TierChanged (the key cache applies it to every key of the account). */
export async function run(argv: string[]): Promise<number> {
  const args = parseArgs(argv, {});
  const [email, tier] = args.positionals;
  if (args.positionals.length !== 2 || !TIERS.includes(tier as Tier))
    throw new UsageError(`tier takes an e-mail and one of ${TIERS.join(', ')}`);
  const config = loadConfig();
  const services = await openServices(config, { redis: false, log: say });
  try {
    const accountId = await findAccountIdByEmail(services.store, createAccountVault(services.pool, config), email);
    if (!accountId) {
      say(`no account for ${email}`);
      return 1;
    }
    const { events, state } = await changeTier(services.store, accountId, tier as Tier, { actor: 'cli' });
    say(
      events.length
        ? `${email} (${accountId}): ${state.tier} -> ${tier}`
        : `${email} (${accountId}) is already ${tier}`,
    );
    return 0;
  } finally {
    await services.close();
  }
}
