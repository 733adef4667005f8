/**
 * "Seen before?" for the response cache's admission (the doorkeeper of TinyLFU): a Bloom filter of
 * 2^20 bits (128 KB) with two hashes of a key, emptied after `capacity` keys so it keeps telling
 * (about 3% false positives when full at 100,000). A key is admitted on its second sighting: a URL
 * asked once, as most are when requests spread over a million codes, never takes cache memory (and its
 * body is not kept alive past the response); a URL asked again is.
 */
export function createDoorkeeper(capacity = 100_000) {
  const BITS = 1 << 20;
  const words = new Uint32Array(BITS / 32);
  let added = 0;
  /** Two 32-bit FNV-1a hashes of the key (different offset bases), as bit positions. */
  const positions = (key: string): [number, number] => {
    let a = 0x811c9dc5,
      b = 0x01000193 ^ 0x5bd1e995;
    for (let i = 0; i < key.length; i++) {
      const c = key.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x01000193);
    }
    return [(a >>> 0) % BITS, ((b ^ (b >>> 15)) >>> 0) % BITS];
  };
  const has = (p: number) => (words[p >>> 5] & (1 << (p & 31))) !== 0;
  const set = (p: number) => (words[p >>> 5] |= 1 << (p & 31));
  return {
    /** True when the key was seen before (since the last emptying); else remembers it and says false. */
    seenBefore(key: string): boolean {
      const [p, q] = positions(key);
      if (has(p) && has(q)) return true;
      if (added >= capacity) {
        words.fill(0);
        added = 0;
      }
      set(p);
      set(q);
      added++;
      return false;
    },
  };
}
