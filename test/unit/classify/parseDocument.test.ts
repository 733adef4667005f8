import t from 'tap';
import { nodeDocument, parseDocument } from '../../../projections/classify/document.ts';

/**
 * parseDocument reads the tsvector text in one pass over its characters; it must read what the
 * regular expression it replaced read ('stem':positions, a B position's phrase from its offset).
 */
function byRegex(text: string) {
  const title = new Set<string>(),
    description = new Set<string>(),
    excluded = new Set<string>();
  const examples: Set<string>[] = [];
  let titleLength = 0;
  for (const m of text.matchAll(/'([^']+)':([0-9A-D,]+)/g)) {
    let inTitle = false;
    for (const p of m[2].split(',')) {
      const w = p[p.length - 1];
      if (w === 'A') inTitle = true;
      else if (w === 'B') (examples[Math.floor((parseInt(p, 10) - 1024) / 16)] ??= new Set()).add(m[1]);
      else if (w === 'C') excluded.add(m[1]);
      else description.add(m[1]);
    }
    if (inTitle) {
      title.add(m[1]);
      titleLength++;
    }
  }
  return { title, description, titleLength, examples: examples.filter(Boolean), excluded };
}

const plain = (d: ReturnType<typeof byRegex>) => ({
  title: [...d.title],
  description: [...d.description],
  titleLength: d.titleLength,
  examples: d.examples.map((e) => [...e]),
  excluded: [...d.excluded],
});

const texts = [
  // as PostgreSQL sends them back: lexemes sorted, weight D unmarked, positions merged per lexeme
  "'bake':1A 'bread':2A,5,1025B 'cake':1041B,1042B 'flour':6 'frozen':15001C",
  "'straße':1A 'bau':2A,3 '東京':4",
  "'a1':1A 'x':1024B,1040B,1056B 'y':1024B",
  '',
  "'lone'",
  // as nodeDocument writes them
  nodeDocument(
    'Pet Care (except Veterinary) Services',
    'Pet grooming and boarding. Illustrative Examples: Pet sitting, Dog training',
  ).doc,
  nodeDocument(
    'Retail Bakeries',
    'This industry comprises establishments retailing bread. Illustrative Examples: Bagel shops, Cookie shops',
  ).doc,
];

t.test('the same stems in the same places as the regular expression read', async (t) => {
  for (const text of texts) {
    const doc = parseDocument(text);
    t.same(plain(doc), plain(byRegex(text)), text || '(empty)');
    t.same(
      doc.allExamples ? [...doc.allExamples].sort() : null,
      doc.examples.length ? [...new Set(doc.examples.flatMap((e) => [...e]))].sort() : null,
      'every example stem, once',
    );
    t.equal(doc.titleStems, [...doc.title].sort().join(' '), 'the title key');
  }
});
