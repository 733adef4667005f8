import t from 'tap';
import { parseXls } from '../../../../ingest/sources/formats/xls.ts';
import { openCompoundFile } from '../../../../ingest/sources/formats/ole2.ts';
import { compoundFile, f64, record, u16, u32 } from './fixtures/xlsWriter.ts';

const BOF = record(0x0809, Buffer.concat([u16(0x0600, 0x0005), Buffer.alloc(12)]));
const SHEET_BOF = record(0x0809, Buffer.concat([u16(0x0600, 0x0010), Buffer.alloc(12)]));
const EOF = record(0x000a, Buffer.alloc(0));
const cell = (row: number, col: number) => u16(row, col, 15);
const rk = (v: number, times100 = false) => (Number.isInteger(v) ? (v << 2) | 2 : 0) | (times100 ? 1 : 0);

// SST with two strings; the second starts 8-bit and continues as UTF-16 in a CONTINUE record,
// which begins with its own option byte.
const sst = record(
  0x00fc,
  Buffer.concat([
    u32(2, 2),
    u16(4),
    Buffer.from([0]),
    Buffer.from('Code', 'latin1'),
    u16(12),
    Buffer.from([0]),
    Buffer.from('Café ', 'latin1'),
  ]),
);
const sstContinue = record(0x003c, Buffer.concat([Buffer.from([1]), Buffer.from('– naïve', 'utf16le')]));

const sheetRecords = Buffer.concat([
  SHEET_BOF,
  record(0x00fd, Buffer.concat([cell(0, 0), u32(0)])), // LABELSST
  record(0x00fd, Buffer.concat([cell(0, 1), u32(1)])),
  record(0x0203, Buffer.concat([cell(1, 0), f64(111110)])), // NUMBER
  record(0x027e, Buffer.concat([cell(1, 1), u32(rk(116))])), // RK integer: SIC 0116 lost its zero
  record(0x027e, Buffer.concat([cell(1, 2), u32(rk(150, true))])), // RK ×100: 1.5
  record(0x00bd, Buffer.concat([u16(2, 0), u16(15), u32(rk(1)), u16(15), u32(rk(2)), u16(1)])), // MULRK
  record(0x0204, Buffer.concat([cell(3, 0), u16(3), Buffer.from([0]), Buffer.from('Aux')])), // LABEL
  record(0x0006, Buffer.concat([cell(3, 1), Buffer.from([0, 0, 0, 0, 0, 0, 0xff, 0xff]), u16(0), u32(0), u16(0)])), // FORMULA → string
  record(0x0207, Buffer.concat([u16(12), Buffer.from([0]), Buffer.from('formula text')])), // its STRING
  record(0x0006, Buffer.concat([cell(3, 2), f64(42.5), u16(0), u32(0), u16(0)])), // FORMULA → number
  record(0x0205, Buffer.concat([cell(3, 3), Buffer.from([1, 0])])), // BOOLERR TRUE
  EOF,
]);

function workbook(): Buffer {
  const name = Buffer.concat([Buffer.from([6, 0]), Buffer.from('Sheet1')]);
  const boundSheetLength = 4 + 6 + name.length;
  const sheetOffset = BOF.length + boundSheetLength + sst.length + sstContinue.length + EOF.length;
  const boundSheet = record(0x0085, Buffer.concat([u32(sheetOffset), Buffer.from([0, 0]), name]));
  return Buffer.concat([BOF, boundSheet, sst, sstContinue, EOF, sheetRecords]);
}

t.test('BIFF8 cells from an OLE2 mini stream', async (t) => {
  const file = compoundFile(workbook());
  t.same(openCompoundFile(file).streamNames, ['Workbook']);
  const sheets = parseXls(file);
  t.same(
    sheets.map((s) => s.name),
    ['Sheet1'],
  );
  t.same(sheets[0].rows, [
    ['Code', 'Café – naïve'],
    ['111110', '116', '1.5'],
    ['1', '2'],
    ['Aux', 'formula text', '42.5', 'TRUE'],
  ]);
});

t.test('not an OLE2 file', async (t) => {
  t.throws(() => parseXls(Buffer.from('PK\u0003\u0004 this is a zip')), /not an OLE2 compound file/);
});
