/**
 * OLE2 / Compound File Binary reader (the container of legacy .xls files): a FAT file
 * system inside one file. We read the header, the sector allocation table (FAT, located
 * through the DIFAT), the directory, and return each stream's bytes by name. Streams
 * smaller than the mini-stream cutoff (4,096 bytes) live in the mini stream (64-byte sectors).
 */

const SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const END_OF_CHAIN = 0xfffffffe;
const FREE_SECTOR = 0xffffffff;
const STREAM = 2;
const ROOT = 5;

export interface CompoundFile {
  streamNames: string[];
  stream(name: string): Buffer | undefined;
}

export function isCompoundFile(buf: Buffer): boolean {
  return buf.length >= 512 && buf.subarray(0, 8).equals(SIGNATURE);
}

export function openCompoundFile(buf: Buffer): CompoundFile {
  if (!isCompoundFile(buf)) throw new Error('not an OLE2 compound file (bad signature)');
  const sectorSize = 1 << buf.readUInt16LE(0x1e);
  const miniSectorSize = 1 << buf.readUInt16LE(0x20);
  const miniCutoff = buf.readUInt32LE(0x38);
  const sectorOffset = (n: number) => (n + 1) * sectorSize; // sector 0 follows the 512-byte header
  const perSector = sectorSize / 4;

  // DIFAT: the first 109 FAT sector numbers sit in the header, the rest in a chain of DIFAT sectors.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) fatSectors.push(buf.readUInt32LE(0x4c + i * 4));
  let difat = buf.readUInt32LE(0x44);
  for (let n = buf.readUInt32LE(0x48); n > 0 && difat < END_OF_CHAIN; n--) {
    const off = sectorOffset(difat);
    for (let i = 0; i < perSector - 1; i++) fatSectors.push(buf.readUInt32LE(off + i * 4));
    difat = buf.readUInt32LE(off + (perSector - 1) * 4);
  }
  const fat: number[] = [];
  for (const s of fatSectors.slice(0, buf.readUInt32LE(0x2c))) {
    if (s >= END_OF_CHAIN) continue;
    const off = sectorOffset(s);
    for (let i = 0; i < perSector; i++) fat.push(buf.readUInt32LE(off + i * 4));
  }

  /** Follows a sector chain through `table`, concatenating `size`-byte sectors read by `at`. */
  function readChain(start: number, table: number[], size: number, at: (n: number) => Buffer): Buffer {
    const parts: Buffer[] = [];
    const seen = new Set<number>();
    for (let s = start; s !== END_OF_CHAIN && s !== FREE_SECTOR; s = table[s]) {
      if (seen.has(s) || s >= table.length) throw new Error(`corrupt OLE2 sector chain at ${s}`);
      seen.add(s);
      parts.push(at(s));
    }
    return Buffer.concat(parts, parts.length * size);
  }
  const bigSector = (n: number) => buf.subarray(sectorOffset(n), sectorOffset(n) + sectorSize);
  const readBig = (start: number) => readChain(start, fat, sectorSize, bigSector);

  const directory = readBig(buf.readUInt32LE(0x30));
  interface Entry {
    name: string;
    type: number;
    start: number;
    size: number;
  }
  const entries: Entry[] = [];
  for (let off = 0; off + 128 <= directory.length; off += 128) {
    const nameBytes = directory.readUInt16LE(off + 64);
    entries.push({
      name: directory.toString('utf16le', off, off + Math.max(0, nameBytes - 2)),
      type: directory[off + 66],
      start: directory.readUInt32LE(off + 116),
      size: directory.readUInt32LE(off + 120), // high dword (v4 files) ignored: streams < 4 GB
    });
  }
  const root = entries.find((e) => e.type === ROOT);
  if (!root) throw new Error('OLE2 file has no root directory entry');

  const miniFat: number[] = [];
  const miniFatStart = buf.readUInt32LE(0x3c);
  if (miniFatStart < END_OF_CHAIN) {
    const raw = readBig(miniFatStart);
    for (let i = 0; i + 4 <= raw.length; i += 4) miniFat.push(raw.readUInt32LE(i));
  }
  let miniStream: Buffer | undefined;
  const miniSector = (n: number) => {
    miniStream ??= readBig(root.start);
    return miniStream.subarray(n * miniSectorSize, (n + 1) * miniSectorSize);
  };

  const streams = entries.filter((e) => e.type === STREAM);
  return {
    streamNames: streams.map((e) => e.name),
    stream(name) {
      const e = streams.find((s) => s.name === name);
      if (!e) return undefined;
      const data = e.size < miniCutoff ? readChain(e.start, miniFat, miniSectorSize, miniSector) : readBig(e.start);
      return data.subarray(0, e.size);
    },
  };
}
