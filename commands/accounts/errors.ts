/** Domain failures of the account commands; the API maps each code to its problem+json status. */
export type AccountErrorCode =
  | 'EMAIL_TAKEN'
  | 'NO_ACCOUNT'
  | 'UNKNOWN_KEY'
  | 'TOO_MANY_KEYS'
  | 'LINK_INVALID'
  | 'LINK_USED'
  | 'LINK_EXPIRED'
  | 'CREDENTIAL_SUPERSEDED';

export class AccountError extends Error {
  constructor(
    readonly code: AccountErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AccountError';
  }
}
