/**
 * HS 2007 (H3) → ISIC Rev. 3 product concordance (World Bank WITS). Comma-separated, CRLF,
 * unquoted header, descriptions quoted when they contain commas; codes are zero-padded text
 * (HS 6 digits, ISIC 4). QUIRK: not UTF-8 — a few bytes such as 0xA6 (meant as "³" in
 * "g/cm³") — so the text is decoded as Windows-1252; only descriptions are affected.
 * The official download is a zip (Concordance_H3_to_I3.zip) holding the CSV; `read` takes the
 * CSV when it already sits in the folder (as in the shared sources cache), else the zip.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeText } from './formats/text.ts';
import { openZip } from './formats/zip.ts';
import { parseCsv } from './formats/csv.ts';
import { buildEdges } from './edges.ts';
import type { SourceAdapter } from './types.ts';

const CSV = 'JobID-48_Concordance_H3_to_I3.CSV';
const ZIP = 'Concordance_H3_to_I3.zip';

/** The concordance's bytes and where they came from (the CSV, or the CSV member of the zip). */
async function concordanceBytes(dir: string): Promise<{ bytes: Buffer; source: string }> {
  if (existsSync(join(dir, CSV))) return { bytes: await readFile(join(dir, CSV)), source: CSV };
  const zip = openZip(await readFile(join(dir, ZIP)));
  const member = zip.names.find((n) => /\.csv$/i.test(n));
  if (!member) throw new Error(`${ZIP}: no CSV member (have: ${zip.names.join(', ')})`);
  return { bytes: zip.read(member), source: `${ZIP}:${member}` };
}

export const crosswalkHs2007Isic3: SourceAdapter = {
  id: 'crosswalk_hs_2007__isic_rev3',
  kind: 'crosswalk',
  title: 'HS 2007 to ISIC Rev. 3 product concordance (World Bank WITS)',
  folder: 'crosswalks/hs_2007__isic_rev3',
  // https (the publisher's site serves it; before issue 33 plain http), and its CSV pinned (SOURCE.md's
  // sha256): the zip itself is not known byte-exact, what it holds is
  files: [
    {
      name: ZIP,
      url: 'https://wits.worldbank.org/data/public/concordance/Concordance_H3_to_I3.zip',
      member: CSV,
      sha256: 'fee27cb84c4649b1d4ca3b26493649db095fb0f70d03ddf51a2dc3c711e96876',
    },
  ],
  async read(dir) {
    const { bytes, source } = await concordanceBytes(dir);
    const [header = [], ...rows] = parseCsv(decodeText(bytes, 'cp1252'), { delimiter: ',', source });
    if (!/^HS 2007/i.test(header[0] ?? '') || !/^ISIC/i.test(header[2] ?? '')) {
      throw new Error(`hs_2007__isic_rev3: unexpected header ${JSON.stringify(header)}`);
    }
    const links = rows.map((r) => ({ source: r[0].trim(), target: (r[2] ?? '').trim() }));
    return { edges: buildEdges('hs_2007', 'isic_rev3', links) };
  },
};
