import t from 'tap';
import { deflateRawSync } from 'node:zlib';
import { parseCsv, sniffDelimiter, csvObjects } from '../../../../ingest/sources/formats/csv.ts';
import { decodeText } from '../../../../ingest/sources/formats/text.ts';
import { decodeXmlText, stringItemText } from '../../../../ingest/sources/formats/xml.ts';
import { columnIndex, parseWorksheet, parseXlsx } from '../../../../ingest/sources/formats/xlsx.ts';
import { openZip } from '../../../../ingest/sources/formats/zip.ts';
import { applyNumberFormat } from '../../../../ingest/sources/formats/numberFormat.ts';
import { isCompoundFile } from '../../../../ingest/sources/formats/ole2.ts';
import { buildEdges } from '../../../../ingest/sources/edges.ts';
import { TreeBuilder } from '../../../../ingest/sources/tree.ts';
import { zipOf } from './fixtures/zipWriter.ts';

t.test('csv: quotes, escaped quotes, delimiters and every line ending', async (t) => {
  t.same(parseCsv('a,b\r\n"x, y","say ""hi"""\r\n'), [
    ['a', 'b'],
    ['x, y', 'say "hi"'],
  ]);
  t.same(
    parseCsv('a;b\r"multi\nline";2\r"3";\r'),
    [
      ['a', 'b'],
      ['multi\nline', '2'],
      ['3', ''],
    ],
    'lone CR separates records, LF inside quotes is data',
  );
  t.same(
    parseCsv('a,b\nc,d'),
    [
      ['a', 'b'],
      ['c', 'd'],
    ],
    'LF and no final newline',
  );
  t.same(
    parseCsv('a,b\n\n\nc,d\n'),
    [
      ['a', 'b'],
      ['c', 'd'],
    ],
    'blank lines dropped',
  );
  t.same(parseCsv('"",x\n'), [['', 'x']]);
  t.same(parseCsv('A00;A09;01;Intestinal\r\n', { delimiter: ';' }), [['A00', 'A09', '01', 'Intestinal']]);
  t.equal(sniffDelimiter('"a;b";c;d\n'), ';');
  t.equal(sniffDelimiter('a,b,c\n'), ',');
  t.equal(sniffDelimiter('a\tb\n'), '\t');
  t.same(csvObjects('name,alpha-2\nNamibia,NA\n').records, [{ name: 'Namibia', 'alpha-2': 'NA' }]);
});

t.test('text decoding: BOM, UTF-8, Windows-1252 fallback', async (t) => {
  t.equal(decodeText(Buffer.from([0xef, 0xbb, 0xbf, 0x49])), 'I');
  t.equal(decodeText(Buffer.from('Maté', 'utf8')), 'Maté');
  t.equal(decodeText(Buffer.from([0x4d, 0x61, 0x74, 0xe9])), 'Maté', 'invalid UTF-8 falls back to cp1252');
  t.equal(decodeText(Buffer.from([0x93, 0x41, 0x94, 0x80]), 'cp1252'), '\u201cA\u201d\u20ac', 'cp1252, not Latin-1');
});

t.test('xml helpers and worksheet cells', async (t) => {
  t.equal(decodeXmlText('a &amp; b &lt;c&gt; &#233; &#x41;\r\n'), 'a & b <c> é A\n');
  t.equal(
    stringItemText('<r><t>Rich </t></r><r><rPr/><t xml:space="preserve">text_x000D_</t></r><rPh><t>ignored</t></rPh>'),
    'Rich text\r',
  );
  t.same([columnIndex('A1'), columnIndex('E9'), columnIndex('AA3')], [0, 4, 26]);
  const xml =
    '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1"><v>111110</v></c></row>' +
    '<row r="3"><c r="B3" t="inlineStr"><is><t>inline</t></is></c><c r="D3" t="str"><v>f&amp;x</v></c></row></sheetData></worksheet>';
  t.same(parseWorksheet(xml, ['shared']), [['shared', '', '111110'], [], ['', 'inline', '', 'f&x']]);
});

t.test('xlsx: namespace-prefixed parts (as .NET tools write) still yield rows', async (t) => {
  const ns = 'xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
  const r = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
  const buf = zipOf([
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        `<x:workbook ${ns} ${r}><x:sheets><x:sheet name="S" sheetId="1" r:id="rId1"/></x:sheets></x:workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="ws" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
    },
    { name: 'xl/sharedStrings.xml', data: Buffer.from(`<x:sst ${ns}><x:si><x:t>Oil</x:t></x:si></x:sst>`) },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: Buffer.from(
        `<x:worksheet ${ns}><x:sheetData><x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="B1"><x:v>211130</x:v></x:c></x:row></x:sheetData></x:worksheet>`,
      ),
      deflate: deflateRawSync,
    },
  ]);
  const sheets = parseXlsx(buf);
  t.equal(sheets[0]?.name, 'S');
  t.same(sheets[0]?.rows, [['Oil', '211130']]);
});

t.test('xlsx: number formats from styles.xml pad codes as the cells state (0000, 000, built-in ids)', async (t) => {
  const styles =
    '<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    '<numFmts count="2"><numFmt numFmtId="164" formatCode="0000"/><numFmt numFmtId="165" formatCode="000"/></numFmts>' +
    '<cellXfs count="6"><xf numFmtId="0"/><xf numFmtId="164" applyNumberFormat="1"/><xf numFmtId="165"/>' +
    '<xf numFmtId="1"/><xf numFmtId="2"/><xf numFmtId="3"/></cellXfs></styleSheet>';
  const cells = [
    '<c r="A1" s="1"><v>620</v></c>', // 0000 → 0620
    '<c r="B1" s="2"><v>12</v></c>', // 000 → 012
    '<c r="C1" s="2"><v>331</v></c>', // 000, already three digits
    '<c r="D1" s="1"><v>4330</v></c>',
    '<c r="E1"><v>111</v></c>', // no style: General, stored text
    '<c r="F1" s="3"><v>2.5</v></c>', // built-in 1 = "0"
    '<c r="G1" s="4"><v>7</v></c>', // built-in 2 = "0.00"
    '<c r="H1" s="5"><v>111110</v></c>', // built-in 3 = "#,##0": codes never get separators
    '<c r="I1" s="1" t="s"><v>0</v></c>', // text cells ignore number formats
  ].join('');
  const buf = zipOf([
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        '<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" r:id="rId1"/></sheets></workbook>',
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        '<Relationships><Relationship Id="rId1" Type="ws" Target="worksheets/sheet1.xml"/>' +
          '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
      ),
    },
    { name: 'xl/styles.xml', data: Buffer.from(styles) },
    { name: 'xl/sharedStrings.xml', data: Buffer.from('<sst><si><t>12</t></si></sst>') },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: Buffer.from(`<worksheet><sheetData><row r="1">${cells}</row></sheetData></worksheet>`),
    },
  ]);
  t.same(parseXlsx(buf)[0]?.rows, [['0620', '012', '331', '4330', '111', '3', '7.00', '111110', '12']]);
  t.equal(applyNumberFormat('-5', '000;(000)'), '-005', 'first section of a sectioned format');
  t.equal(applyNumberFormat('', '0000'), '', 'empty stays empty');
});

t.test('csv: strict quoting; a stray quote is an error naming file and line, never a merged field', async (t) => {
  const inchMark = 'code,title\n1,ok\n2,12" pipe\n3,never swallowed\n';
  t.throws(() => parseCsv(inchMark, { source: 'pipes.csv' }), {
    name: 'CsvError',
    source: 'pipes.csv',
    line: 3,
    message: /^pipes\.csv line 3: .*quote/i,
  });
  t.throws(() => parseCsv('a,b\n"open,x\nc,d\n', { source: 'open.csv' }), {
    name: 'CsvError',
    message: /^open\.csv line \d+: .*quote/i,
  });
  t.throws(() => parseCsv('a,"b"x,c\n', { source: 'close.csv' }), { name: 'CsvError', line: 1 });
  t.throws(() => csvObjects('h\n"x\n'), { message: /^CSV text line/ }, 'unnamed text still says where');
  t.same(parseCsv('a,"12"" pipe",b\n'), [['a', '12" pipe', 'b']], 'a quoted inch mark is data');
});

t.test('zip: stored and deflated members', async (t) => {
  const zip = openZip(
    zipOf([
      { name: 'a.txt', data: Buffer.from('stored') },
      { name: 'dir/b.txt', data: Buffer.from('deflated '.repeat(50)), deflate: deflateRawSync },
    ]),
  );
  t.same(zip.names, ['a.txt', 'dir/b.txt']);
  t.equal(zip.read('a.txt').toString(), 'stored');
  t.equal(zip.read('dir/b.txt').toString(), 'deflated '.repeat(50));
  t.throws(() => zip.read('missing'), /zip member not found: missing/);
  t.throws(() => openZip(Buffer.from('not a zip at all, not even close')), /not a zip/);
  t.notOk(isCompoundFile(Buffer.alloc(600)));
});

t.test('tree builder: parents first, levels, loud failures', async (t) => {
  const tree = new TreeBuilder('x');
  tree.add('11', 'Child first ', 'A');
  tree.add('A', 'Root', null);
  tree.add('111', 'Grandchild', '11', '  text \r\n');
  t.same(tree.build(), [
    { code: 'A', title: 'Root', description: null, parent: null, level: 1 },
    { code: '11', title: 'Child first', description: null, parent: 'A', level: 2 },
    { code: '111', title: 'Grandchild', description: 'text', parent: '11', level: 3 },
  ]);
  t.throws(() => tree.add('A', 'again', null), /duplicate code A/);
  const orphan = new TreeBuilder('y');
  orphan.add('12', 'Orphan', '1');
  t.throws(() => orphan.build(), /code 12 has unknown parent 1/);
});

t.test('match types: exact only for unflagged one-to-one links', async (t) => {
  const edges = buildEdges('a', 'b', [
    { source: '1', target: 'x' }, // one-to-one
    { source: '2', target: 'y' },
    { source: '2', target: 'z' }, // split source
    { source: '3', target: 'w', partial: true }, // one-to-one but flagged
    { source: '4', target: 'v' },
    { source: '4', target: 'v', partial: true }, // repeated pair
  ]);
  t.same(
    edges.map((e) => `${e.source_code}${e.target_code}:${e.match_type}`),
    ['1x:exact', '2y:partial', '2z:partial', '3w:partial', '4v:partial'],
  );
});
