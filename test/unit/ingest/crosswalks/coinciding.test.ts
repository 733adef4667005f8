import t from 'tap';
import { naceRev21 } from '../../../../ingest/sources/naceRev21.ts';
import { isicRev5 } from '../../../../ingest/sources/isicRev5.ts';
import { coincidingEdges, comparableTitle } from '../../../../ingest/crosswalks/coinciding.ts';
import { readAdapter } from '../sources/fixtures/helpers.ts';

const [isic, nace] = await Promise.all([readAdapter(isicRev5), readAdapter(naceRev21)]);

t.test('ISIC Rev. 5 and NACE Rev. 2.1 linked where code and title coincide, derived and marked so', async (t) => {
  const [{ id, edges }] = coincidingEdges([isic.release!, nace.release!]);
  t.equal(id, 'derived_isic_rev5__nace_rev21');
  t.ok(edges.every((e) => e.match_type === 'exact' && e.provenance?.kind === 'derived' && e.provenance.rule));
  const pairs = new Set(edges.map((e) => `${e.source_code}>${e.target_code}`));
  t.ok(pairs.has('A>A') && pairs.has('01>01') && pairs.has('011>01.1') && pairs.has('0112>01.12'), 'every level');
  t.notOk(pairs.has('0111>01.11'), 'a retitled class is not linked (cereals "except rice" / "other than rice")');
  // every link's ends really are the same code at the same level
  const isicCodes = new Map(isic.release!.nodes.map((n) => [n.code, n]));
  const naceCodes = new Map(nace.release!.nodes.map((n) => [n.code, n]));
  for (const e of edges) {
    const i = isicCodes.get(e.source_code)!;
    const n = naceCodes.get(e.target_code)!;
    if (
      i.level !== n.level ||
      i.code !== n.code.replace(/\./g, '') ||
      comparableTitle(i.title) !== comparableTitle(n.title)
    )
      t.fail(`${e.source_code} -> ${e.target_code}`);
  }
  t.ok(edges.length > 400 && edges.length < 830, `${edges.length} links`);
  t.same(coincidingEdges([nace.release!]), [], 'nothing without both editions');
});

t.test('titles compared without case, punctuation or -ise/-ize spelling', async (t) => {
  t.equal(
    comparableTitle('Activities of organisations, n.e.c.'),
    comparableTitle('Activities of organizations n.e.c.'),
  );
  t.not(comparableTitle('Growing of rice'), comparableTitle('Growing of cereals'));
});
