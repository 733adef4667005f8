import { createHash } from 'node:crypto';

/** Weak ETag of a serialized body: the API's cacheable answers (query-api/etag.ts) and the stored translation answers. */
export function weakEtag(payload: string | Buffer): string {
  return `W/"${createHash('sha1').update(payload).digest('base64url').slice(0, 27)}"`;
}
