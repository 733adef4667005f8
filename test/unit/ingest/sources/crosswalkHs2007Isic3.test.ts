import t from 'tap';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { deflateRawSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crosswalkHs2007Isic3 } from '../../../../ingest/sources/crosswalkHs2007Isic3.ts';
import { readText } from '../../../../ingest/sources/formats/text.ts';
import { duplicatePairs, edgeSummary, findEdge, readAdapter, SOURCES_DIR } from './fixtures/helpers.ts';
import { zipOf } from './fixtures/zipWriter.ts';

const { edges } = await readAdapter(crosswalkHs2007Isic3);
const CSV = path.join(SOURCES_DIR, 'crosswalks/hs_2007__isic_rev3/JobID-48_Concordance_H3_to_I3.CSV');

t.test('link count (SOURCE.md: 5,052 links)', async (t) => {
  t.equal(edges!.length, 5052);
  t.same(edgeSummary(edges!), { 'hs_2007>isic_rev3:partial': 5045, 'hs_2007>isic_rev3:exact': 7 });
  t.equal(duplicatePairs(edges!), 0);
});

t.test('known links, zero-padded codes', async (t) => {
  t.equal(findEdge(edges!, '010110', '0121')?.match_type, 'partial');
  t.equal(findEdge(edges!, '050100', '9302')?.match_type, 'exact');
  t.ok(edges!.every((e) => /^\d{6}$/.test(e.source_code) && /^\d{4}$/.test(e.target_code)));
});

t.test('cp1252 bytes decode without replacement characters', async (t) => {
  const text = await readText(CSV, 'cp1252');
  t.notOk(text.includes('\uFFFD'));
  t.ok(text.includes('g/cm\u00a6'), '0xA6 kept as the publisher wrote it');
});

t.test('reads the official zip when the CSV is not extracted', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'wits-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const csv = await readFile(CSV);
  await writeFile(
    path.join(dir, 'Concordance_H3_to_I3.zip'),
    zipOf([{ name: 'JobID-48_Concordance_H3_to_I3.CSV', data: csv, deflate: deflateRawSync }]),
  );
  const fromZip = await crosswalkHs2007Isic3.read(dir);
  t.same(fromZip.edges, edges);
  await copyFile(CSV, path.join(dir, 'JobID-48_Concordance_H3_to_I3.CSV'));
  t.equal((await crosswalkHs2007Isic3.read(dir)).edges!.length, 5052);
});
