import { useEffect, useState } from 'preact/hooks';

/** True on a narrow screen (a phone): pictures switch to their stacked layouts. Follows rotation and resizing. */
export function useNarrow(q = '(max-width: 600px)'): boolean {
  const [narrow, setNarrow] = useState(() => matchMedia(q).matches);
  useEffect(() => {
    const m = matchMedia(q);
    const on = () => setNarrow(m.matches);
    m.addEventListener('change', on);
    return () => m.removeEventListener('change', on);
  }, [q]);
  return narrow;
}
