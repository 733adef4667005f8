/** One cached answer: the body as sent (UTF-8 bytes) and its content type. */
export interface CachedResponse {
  payload: Buffer;
  contentType: string;
  /** The answer's Content-Language, when it has one (a localized answer). */
  contentLanguage?: string;
}

/**
 * A least-recently-used map of answers bounded by the bytes their bodies take on the wire (UTF-8),
 * not by UTF-16 units: a body of Chinese titles counts three bytes a character, so the budget bounds
 * memory whatever the script. Bodies are kept as Buffers: flat (a serialised body is often a rope of
 * concatenated pieces, several times its length in heap), outside the JS heap, and sent on a hit
 * without being encoded again.
 */
export function createByteBudgetCache(maxBytes: number, maxEntryBytes: number) {
  const entries = new Map<string, CachedResponse>();
  let bytes = 0;
  return {
    get(key: string): CachedResponse | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      entries.delete(key);
      entries.set(key, hit); // most recently used last
      return hit;
    },
    /** Keeps the answer (a Buffer as given, not copied: never changed once sent) unless it alone exceeds the per-entry bound; evicts the least recently used past the budget. */
    set(key: string, body: string | Buffer, contentType: string, contentLanguage?: string): boolean {
      if ((typeof body === 'string' ? Buffer.byteLength(body) : body.length) > maxEntryBytes) return false;
      const payload = typeof body === 'string' ? Buffer.from(body) : body;
      const had = entries.get(key);
      if (had) {
        entries.delete(key);
        bytes -= had.payload.length;
      }
      entries.set(key, { payload, contentType, ...(contentLanguage && { contentLanguage }) });
      bytes += payload.length;
      for (const [k, e] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(k);
        bytes -= e.payload.length;
      }
      return true;
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
  };
}
