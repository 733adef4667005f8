/**
 * Minimal ZIP reader: walks the central directory (authoritative for names and sizes,
 * so local headers with data descriptors need no special care) and inflates members
 * with node's zlib. Supports the two methods real publisher files use: 0 (stored)
 * and 8 (deflate). No ZIP64, no encryption, no multi-disk archives.
 */
import { inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const EOCD_SIG = 0x06054b50;
const CENTRAL_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;

function findEndOfCentralDirectory(buf: Buffer): number {
  // The EOCD record is 22 bytes plus an optional comment of up to 65,535 bytes.
  const stop = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= stop; i--) {
    if (buf.readUInt32LE(i) === EOCD_SIG) return i;
  }
  throw new Error('not a zip file (no end-of-central-directory record)');
}

export function listZipEntries(buf: Buffer): ZipEntry[] {
  const eocd = findEndOfCentralDirectory(buf);
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (buf.readUInt32LE(p) !== CENTRAL_SIG) throw new Error(`corrupt zip central directory at byte ${p}`);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    entries.push({
      method: buf.readUInt16LE(p + 10),
      compressedSize: buf.readUInt32LE(p + 20),
      size: buf.readUInt32LE(p + 24),
      name: buf.toString('utf8', p + 46, p + 46 + nameLen),
      localOffset: buf.readUInt32LE(p + 42),
    });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

export function readZipEntry(buf: Buffer, entry: ZipEntry): Buffer {
  const p = entry.localOffset;
  if (buf.readUInt32LE(p) !== LOCAL_SIG) throw new Error(`corrupt zip local header for ${entry.name}`);
  // The local header's name/extra lengths may differ from the central copy: use its own.
  const start = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
  const raw = buf.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return Buffer.from(raw);
  if (entry.method === 8) {
    // never more than the size the directory states (a zip bomb states a small one): inflating stops there
    let out: Buffer;
    try {
      out = inflateRawSync(raw, { maxOutputLength: Math.max(1, entry.size) });
    } catch (err) {
      throw new Error(`zip member ${entry.name}: inflates past its stated ${entry.size} bytes`, { cause: err });
    }
    if (out.length !== entry.size)
      throw new Error(`zip member ${entry.name}: ${out.length} bytes where the directory states ${entry.size}`);
    return out;
  }
  throw new Error(`zip member ${entry.name}: unsupported compression method ${entry.method}`);
}

/** Opens a zip held in memory; `read(name)` returns a member's bytes or throws naming it. */
export function openZip(buf: Buffer) {
  const entries = listZipEntries(buf);
  const byName = new Map(entries.map((e) => [e.name, e]));
  return {
    names: entries.map((e) => e.name),
    has: (name: string) => byName.has(name),
    read(name: string): Buffer {
      const entry = byName.get(name);
      if (!entry) throw new Error(`zip member not found: ${name}`);
      return readZipEntry(buf, entry);
    },
  };
}
