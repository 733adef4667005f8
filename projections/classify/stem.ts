/**
 * A light English stemmer: Porter's step 1 (plurals, -ed, -ing, -y) and step 5 (final -e, -ll),
 * without the derivational steps 2-4 that conflate unrelated words (organ/organization,
 * general/generic). British -our/-ise spellings are folded to their US forms first.
 * Used on both sides (index and query), so only consistency matters, not dictionary forms.
 */
const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);

function isConsonant(w: string, i: number): boolean {
  const c = w[i];
  if (VOWELS.has(c)) return false;
  if (c === 'y') return i === 0 ? true : !isConsonant(w, i - 1);
  return true;
}

/** Porter's m: the number of vowel-consonant sequences in the stem. */
function measure(w: string): number {
  let m = 0,
    i = 0;
  const n = w.length;
  while (i < n && isConsonant(w, i)) i++;
  while (i < n) {
    while (i < n && !isConsonant(w, i)) i++;
    if (i >= n) break;
    while (i < n && isConsonant(w, i)) i++;
    m++;
  }
  return m;
}

const hasVowel = (w: string) => {
  for (let i = 0; i < w.length; i++) if (!isConsonant(w, i)) return true;
  return false;
};
const doubleConsonant = (w: string) =>
  w.length > 1 && w[w.length - 1] === w[w.length - 2] && isConsonant(w, w.length - 1);
/** consonant-vowel-consonant at the end, the last not w, x or y (hop, not hoop). */
function cvc(w: string): boolean {
  const n = w.length;
  if (n < 3) return false;
  return isConsonant(w, n - 3) && !isConsonant(w, n - 2) && isConsonant(w, n - 1) && !'wxy'.includes(w[n - 1]);
}

const KEEP = new Set([
  'news',
  'series',
  'species',
  'means',
  'lens',
  'gas',
  'bus',
  'has',
  'was',
  'this',
  'its',
  'his',
  'us',
  'is',
  'as',
  'yes',
  'plus',
  'atlas',
  'canvas',
  'christmas',
]);

export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || KEEP.has(w) || /\d/.test(w)) return w;
  if (
    w.length >= 6 &&
    /(?:lab|col|harb|neighb|flav|behavi|fav|hum|od|vap|rum|arm|hon|tum|vig|savi)our(s|ed|ing)?$/.test(w)
  )
    w = w.replace(/our(?=(s|ed|ing)?$)/, 'or');
  w = w.replace(/isation(s?)$/, 'ization$1').replace(/([a-z]{3})is(e|es|ed|ing)$/, '$1iz$2');
  // step 1a: plurals
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is|ys)$/.test(w)) w = w.slice(0, -1);
  // step 1b: -eed, -ed, -ing
  let fixup = false;
  if (w.endsWith('eed')) {
    if (measure(w.slice(0, -3)) > 0) w = w.slice(0, -1);
  } else if (w.endsWith('ed') && w.length > 4 && hasVowel(w.slice(0, -2))) {
    w = w.slice(0, -2);
    fixup = true;
  } else if (w.endsWith('ing') && w.length > 5 && hasVowel(w.slice(0, -3))) {
    w = w.slice(0, -3);
    fixup = true;
  }
  if (fixup) {
    if (/(at|bl|iz)$/.test(w)) w += 'e';
    else if (doubleConsonant(w) && !/[lsz]$/.test(w)) w = w.slice(0, -1);
    else if (measure(w) === 1 && cvc(w)) w += 'e';
  }
  // step 1c: y -> i
  if (w.endsWith('y') && w.length > 2 && hasVowel(w.slice(0, -1))) w = w.slice(0, -1) + 'i';
  // step 5: final -e, -ll
  if (w.endsWith('e')) {
    const s = w.slice(0, -1),
      m = measure(s);
    if (m > 1 || (m === 1 && !cvc(s))) w = s;
  }
  if (w.endsWith('ll') && measure(w) > 1) w = w.slice(0, -1);
  return w;
}
