import { WrongExpectedRevision } from '../../commands/eventStore/port.ts';
import { AccountError } from '../../commands/accounts/errors.ts';
import { ApiError, type ErrorCode } from '../problem.ts';

const STATUS: Record<AccountError['code'], ErrorCode> = {
  EMAIL_TAKEN: 'CONFLICT',
  TOO_MANY_KEYS: 'CONFLICT',
  UNKNOWN_KEY: 'NOT_FOUND_KEY',
  NO_ACCOUNT: 'UNAUTHORIZED',
  LINK_INVALID: 'UNAUTHORIZED',
  LINK_USED: 'UNAUTHORIZED',
  LINK_EXPIRED: 'UNAUTHORIZED',
  CREDENTIAL_SUPERSEDED: 'UNAUTHORIZED',
};

/** Turns a command's domain error into the API's; anything else is rethrown unchanged. */
export function toApiError(err: unknown): never {
  if (err instanceof AccountError) throw new ApiError(STATUS[err.code], err.message);
  if (err instanceof WrongExpectedRevision) throw new ApiError('CONFLICT', 'the account changed concurrently; retry');
  throw err;
}
