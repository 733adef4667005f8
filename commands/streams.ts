/**
 * Stream names, one function per category. The category is the text before the first '-',
 * so ids are validated before they are interpolated.
 */
const ID = /^[a-z0-9_]{1,100}$/;

function checkId(kind: string, id: string): string {
  if (!ID.test(id)) throw new Error(`invalid ${kind} id '${id}': expected lower-case [a-z0-9_]`);
  return id;
}

export const systemStream = (id: string) => `system-${checkId('system', id)}`;
/** Both directions of a system pair share one stream; the pair is sorted so a~b and b~a are the same. */
export const crosswalkStream = (a: string, b: string) => {
  const [x, y] = [checkId('system', a), checkId('system', b)].sort();
  return `crosswalk-${x}~${y}`;
};
/** A system's labels in one language (BCP 47 tag, lower case; '-' is written '_' in the stream name). */
export const labelsStream = (system: string, lang: string) =>
  `labels-${checkId('system', system)}~${checkId('language', lang.toLowerCase().replace(/-/g, '_'))}`;
/** One official coding aid's labelled phrases (`aid-naics_2022_index`). */
export const aidStream = (id: string) => `aid-${checkId('aid', id)}`;
export const countriesStream = () => 'countries-all';
export const ingestionStream = (id: string) => `ingestion-${checkId('ingestion', id)}`;
export const accountStream = (id: string) => `account-${checkId('account', id)}`;
/** An account's watch list (codes, systems, pairs it follows, with their webhooks). */
export const watchStream = (accountId: string) => `watch-${checkId('account', accountId)}`;
export const emailStream = (emailHash: string) => `email-${checkId('email', emailHash)}`;

export const isValidSystemId = (id: string) => ID.test(id);
