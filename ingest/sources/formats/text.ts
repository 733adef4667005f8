/**
 * Byte → text decoding for publisher files. Strips a UTF-8 BOM. 'auto' decodes as UTF-8 when
 * the bytes are valid UTF-8 and falls back to Windows-1252 otherwise (e.g. the WITS
 * concordance, whose `cm³` is the single byte 0xA6, and UNSD files that may ship as cp1252).
 */
import { readFile } from 'node:fs/promises';

export type TextEncoding = 'utf8' | 'cp1252' | 'auto';

// Windows-1252 differs from Latin-1 only in 0x80–0x9F. Node's TextDecoder('windows-1252')
// silently decodes as Latin-1, so the table is spelled out here (undefined bytes map to C1).
const CP1252_80_9F =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

export function decodeCp1252(buf: Uint8Array): string {
  return Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength)
    .toString('latin1')
    .replace(/[\x80-\x9f]/g, (c) => CP1252_80_9F[c.charCodeAt(0) - 0x80]);
}

export function decodeText(buf: Uint8Array, encoding: TextEncoding = 'auto'): string {
  const hasBom = buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf;
  const body = hasBom ? buf.subarray(3) : buf;
  if (encoding === 'cp1252') return decodeCp1252(body);
  if (encoding === 'utf8') return new TextDecoder('utf-8').decode(body);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return decodeCp1252(body);
  }
}

export async function readText(path: string, encoding: TextEncoding = 'auto'): Promise<string> {
  return decodeText(await readFile(path), encoding);
}
