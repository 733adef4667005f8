/**
 * BIFF8 (Excel 97-2003) workbook-stream reader: sheet list (BOUNDSHEET), shared strings
 * (SST + CONTINUE) and the cell records that carry values — LABELSST, LABEL, RSTRING,
 * NUMBER, RK, MULRK, FORMULA (+ STRING), BOOLERR. Formatting is ignored; numbers are
 * rendered with String(n), so a code stored as the number 111 comes back as "111".
 */
import type { Sheet } from './sheet.ts';

const R = {
  FORMULA: 0x0006,
  EOF: 0x000a,
  CONTINUE: 0x003c,
  BOUNDSHEET: 0x0085,
  MULRK: 0x00bd,
  RSTRING: 0x00d6,
  SST: 0x00fc,
  LABELSST: 0x00fd,
  NUMBER: 0x0203,
  LABEL: 0x0204,
  BOOLERR: 0x0205,
  STRING: 0x0207,
  RK: 0x027e,
} as const;

interface BiffRecord {
  type: number;
  offset: number;
  data: Buffer;
}

function* records(stream: Buffer, from = 0): Generator<BiffRecord> {
  for (let p = from; p + 4 <= stream.length;) {
    const type = stream.readUInt16LE(p);
    const len = stream.readUInt16LE(p + 2);
    yield { type, offset: p, data: stream.subarray(p + 4, p + 4 + len) };
    p += 4 + len;
  }
}

/**
 * Reads Unicode strings from a record body plus its CONTINUE records. QUIRK: when a string's
 * characters cross into a CONTINUE record, that record starts with a fresh option byte saying
 * whether the rest is 8-bit ("compressed", i.e. Latin-1) or UTF-16LE.
 */
class SegmentReader {
  private seg = 0;
  private off = 0;
  constructor(private readonly segments: Buffer[]) {}
  private current(): Buffer {
    while (this.off >= this.segments[this.seg].length && this.seg < this.segments.length - 1) {
      this.seg++;
      this.off = 0;
    }
    return this.segments[this.seg];
  }
  bytes(n: number): Buffer {
    const parts: Buffer[] = [];
    while (n > 0) {
      const b = this.current();
      const take = Math.min(n, b.length - this.off);
      if (take <= 0) throw new Error('BIFF string runs past the end of its record');
      parts.push(b.subarray(this.off, this.off + take));
      this.off += take;
      n -= take;
    }
    return Buffer.concat(parts);
  }
  u8() {
    return this.bytes(1)[0];
  }
  u16() {
    return this.bytes(2).readUInt16LE(0);
  }
  u32() {
    return this.bytes(4).readUInt32LE(0);
  }
  /** XLUnicodeString / XLUnicodeRichExtendedString body (the cch has been read by the caller). */
  unicode(cch: number): string {
    const flags = this.u8();
    let wide = (flags & 0x01) !== 0;
    const runs = flags & 0x08 ? this.u16() : 0;
    const ext = flags & 0x04 ? this.u32() : 0;
    let out = '';
    while (cch > 0) {
      if (this.off >= this.segments[this.seg].length) {
        this.current();
        wide = (this.u8() & 0x01) !== 0; // option byte at the start of a CONTINUE record
      }
      const avail = Math.floor((this.segments[this.seg].length - this.off) / (wide ? 2 : 1));
      const n = Math.min(cch, avail);
      const raw = this.bytes(n * (wide ? 2 : 1));
      out += raw.toString(wide ? 'utf16le' : 'latin1');
      cch -= n;
    }
    this.bytes(runs * 4 + ext); // formatting runs and phonetic data: skipped
    return out;
  }
}

function rkValue(rk: number): number {
  let v: number;
  if (rk & 0x02)
    v = rk >> 2; // 30-bit signed integer
  else {
    const b = Buffer.alloc(8);
    b.writeUInt32LE((rk & 0xfffffffc) >>> 0, 4); // upper 30 bits of an IEEE double
    v = b.readDoubleLE(0);
  }
  return rk & 0x01 ? v / 100 : v;
}

function readSharedStrings(sst: BiffRecord, continues: Buffer[]): string[] {
  const r = new SegmentReader([sst.data, ...continues]);
  r.u32(); // total references
  const unique = r.u32();
  const out: string[] = [];
  for (let i = 0; i < unique; i++) out.push(r.unicode(r.u16()));
  return out;
}

function readSheetCells(stream: Buffer, start: number, sst: string[]): string[][] {
  const rows: string[][] = [];
  const put = (row: number, col: number, v: string) => {
    (rows[row] ??= [])[col] = v;
  };
  let pendingFormula: { row: number; col: number } | undefined;
  let first = true;
  for (const rec of records(stream, start)) {
    const d = rec.data;
    if (!first && rec.type === R.EOF) break;
    first = false;
    switch (rec.type) {
      case R.LABELSST:
        put(d.readUInt16LE(0), d.readUInt16LE(2), sst[d.readUInt32LE(6)] ?? '');
        break;
      case R.LABEL:
      case R.RSTRING: {
        const r = new SegmentReader([d.subarray(6)]);
        put(d.readUInt16LE(0), d.readUInt16LE(2), r.unicode(r.u16()));
        break;
      }
      case R.NUMBER:
        put(d.readUInt16LE(0), d.readUInt16LE(2), String(d.readDoubleLE(6)));
        break;
      case R.RK:
        put(d.readUInt16LE(0), d.readUInt16LE(2), String(rkValue(d.readInt32LE(6))));
        break;
      case R.MULRK: {
        const row = d.readUInt16LE(0);
        const firstCol = d.readUInt16LE(2);
        const n = (d.length - 6) / 6;
        for (let i = 0; i < n; i++) put(row, firstCol + i, String(rkValue(d.readInt32LE(4 + i * 6 + 2))));
        break;
      }
      case R.BOOLERR:
        put(d.readUInt16LE(0), d.readUInt16LE(2), d[7] ? '#ERR' : d[6] ? 'TRUE' : 'FALSE');
        break;
      case R.FORMULA: {
        const row = d.readUInt16LE(0);
        const col = d.readUInt16LE(2);
        if (d.readUInt16LE(12) !== 0xffff) put(row, col, String(d.readDoubleLE(6)));
        else if (d[6] === 0)
          pendingFormula = { row, col }; // string result follows in a STRING record
        else if (d[6] === 1) put(row, col, d[8] ? 'TRUE' : 'FALSE');
        break;
      }
      case R.STRING:
        if (pendingFormula) {
          const r = new SegmentReader([d]);
          put(pendingFormula.row, pendingFormula.col, r.unicode(r.u16()));
          pendingFormula = undefined;
        }
        break;
    }
  }
  return Array.from(rows, (r) => Array.from(r ?? [], (c) => c ?? ''));
}

export function parseBiff8Workbook(stream: Buffer): Sheet[] {
  const bound: { name: string; offset: number; kind: number }[] = [];
  let sst: string[] = [];
  let sstRecord: BiffRecord | undefined;
  const continues: Buffer[] = [];
  for (const rec of records(stream)) {
    if (sstRecord && rec.type === R.CONTINUE) {
      continues.push(rec.data);
      continue;
    }
    if (sstRecord) {
      sst = readSharedStrings(sstRecord, continues);
      sstRecord = undefined;
    }
    if (rec.type === R.SST) sstRecord = rec;
    else if (rec.type === R.BOUNDSHEET) {
      const r = new SegmentReader([rec.data.subarray(6)]);
      bound.push({ offset: rec.data.readUInt32LE(0), kind: rec.data[5], name: r.unicode(r.u8()) });
    } else if (rec.type === R.EOF) break; // end of the workbook-globals substream
  }
  return bound
    .filter((b) => b.kind === 0) // worksheets only (not charts, macros)
    .map((b) => ({ name: b.name, rows: readSheetCells(stream, b.offset, sst) }));
}
