/**
 * `answer` of a text, the answers of the latest `size` to 2 × `size` texts asked kept: a replay meets
 * the same description again in the next release of its system (a third of the corpus' descriptions
 * repeat one met a few thousand nodes before), and the work on it is a function of the text alone.
 * Two generations, not an oldest-first Map: deleting a Map's first key each time leaves a run of
 * holes its next first-key look-up walks over. Answers are shared: callers only read them.
 */
export function recentAnswers<T>(size: number, answer: (text: string) => T): (text: string) => T {
  let kept = new Map<string, T>(),
    before = new Map<string, T>();
  return (text) => {
    let a = kept.get(text);
    if (a !== undefined) return a;
    a = before.get(text) ?? answer(text);
    if (kept.size >= size) {
      before = kept;
      kept = new Map();
    }
    kept.set(text, a);
    return a;
  };
}
