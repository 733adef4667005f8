import t from 'tap';
import { labelsNaceRev21 } from '../../../../ingest/sources/labelsNaceRev21.ts';
import { labelsIsicRev4 } from '../../../../ingest/sources/labelsIsicRev4.ts';
import { labelsEsco } from '../../../../ingest/sources/labelsEsco.ts';
import { readAdapter } from './fixtures/helpers.ts';

const find = (
  sets: { system: string; lang: string; labels: [string, string][] }[],
  system: string,
  lang: string,
  code: string,
) => new Map(sets.find((s) => s.system === system && s.lang === lang)?.labels).get(code);

t.test('NACE Rev. 2.1 headings: 23 languages besides English, 1,047 each, marked derived', async (t) => {
  const { labels } = await readAdapter(labelsNaceRev21);
  t.equal(labels!.length, 23);
  t.ok(labels!.every((s) => s.labels.length === 1047 && s.system === 'nace_rev21' && s.provenance === 'derived'));
  t.same(
    labels!.map((s) => s.lang),
    [
      'de',
      'fr',
      'bg',
      'cs',
      'da',
      'el',
      'es',
      'et',
      'fi',
      'ga',
      'hr',
      'hu',
      'it',
      'lt',
      'lv',
      'mt',
      'nl',
      'pl',
      'pt',
      'ro',
      'sk',
      'sl',
      'sv',
    ],
  );
  t.equal(find(labels!, 'nace_rev21', 'de', '49.41'), 'Güterbeförderung im Straßenverkehr');
  t.equal(find(labels!, 'nace_rev21', 'el', '49.41'), 'Οδικές μεταφορές εμπορευμάτων');
  t.equal(find(labels!, 'nace_rev21', 'pl', '62.10'), 'Działalność w zakresie programowania');
});

t.test('ISIC Rev. 4 in French and Spanish: Windows-1252 decoded, 766 each', async (t) => {
  const { labels } = await readAdapter(labelsIsicRev4);
  t.same(
    labels!.map((s) => [s.lang, s.labels.length, s.provenance]),
    [
      ['fr', 766, 'official'],
      ['es', 766, 'official'],
    ],
  );
  t.equal(find(labels!, 'isic_rev4', 'fr', '4923'), 'Transports routiers de marchandises');
  t.equal(find(labels!, 'isic_rev4', 'es', '4923'), 'Transporte de carga por carretera');
  t.notOk(
    labels!.some((s) => s.labels.some(([, l]) => /[\u0080-\u009f\ufffd]/.test(l))),
    'no undecoded bytes',
  );
  t.ok(
    labels![0].labels.some(([, l]) => l.includes('’')),
    '0x92 is a right single quotation mark',
  );
});

t.test('ESCO: occupations and ISCO groups; the reduced French and Spanish copies say so', async (t) => {
  const { labels } = await readAdapter(labelsEsco);
  t.same(
    labels!.map((s) => `${s.system}/${s.lang}:${s.labels.length}:${s.provenance}`),
    [
      'esco_occupations/nl:3007:official',
      'esco_occupations/fr:2942:derived',
      'esco_occupations/es:2942:derived',
      'isco_08/fr:619:derived',
      'isco_08/es:619:derived',
    ],
  );
  t.ok(labels!.filter((s) => s.provenance === 'derived').every((s) => /reduced copy/.test(s.note ?? '')));
  t.equal(find(labels!, 'esco_occupations', 'nl', '45037d43-a8f5-4f46-b332-b2935bc305f4'), 'vrachtwagenchauffeur');
  t.equal(find(labels!, 'isco_08', 'fr', '01'), 'Officiers des forces armées');
  t.equal(find(labels!, 'isco_08', 'es', '8332'), 'Conductores de camiones pesados');
});
