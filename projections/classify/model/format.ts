import { createHash } from 'node:crypto';
import { endianness } from 'node:os';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Model, SystemHead } from './train.ts';

/** Raise when the bytes, the features or the training change: a model of another format is rebuilt, never read. */
export const MODEL_FORMAT = 1;

/**
 * A model as bytes: a 4-byte little-endian length, a JSON header (format, buckets, temperature, each
 * system's labels and sizes), then each system's arrays as they are in memory (little-endian: prior,
 * base, rows, start, label, weight), gzip-compressed. The same model gives the same bytes.
 */
export function encodeModel(model: Model): Buffer {
  const header = Buffer.from(
    JSON.stringify({
      format: MODEL_FORMAT,
      buckets: model.buckets,
      temperature: model.temperature,
      heads: model.heads.map((h) => ({
        system: h.system,
        labels: h.labels,
        rows: h.rows.length,
        pairs: h.label.length,
      })),
    }),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length);
  const arrays = model.heads.flatMap((h) => [h.prior, h.base, h.rows, h.start, h.label, h.weight].map(bytes));
  return gzipSync(Buffer.concat([length, header, ...arrays]), { level: 6 });
}

export function decodeModel(body: Buffer): Model {
  const raw = gunzipSync(body);
  const n = raw.readUInt32LE(0);
  const header = JSON.parse(raw.subarray(4, 4 + n).toString()) as {
    format: number;
    buckets: number;
    temperature: number;
    heads: { system: string; labels: string[]; rows: number; pairs: number }[];
  };
  if (header.format !== MODEL_FORMAT)
    throw new Error(`classify model format ${header.format}, expected ${MODEL_FORMAT}`);
  let at = 4 + n;
  // copied out of the buffer: a typed array must start at a multiple of its element size
  const take = <T>(Kind: { new (b: ArrayBuffer): T; BYTES_PER_ELEMENT: number }, count: number): T => {
    const size = count * Kind.BYTES_PER_ELEMENT;
    const copy = new Uint8Array(size);
    copy.set(raw.subarray(at, at + size));
    at += size;
    return new Kind(copy.buffer);
  };
  const heads: SystemHead[] = header.heads.map((h) => ({
    system: h.system,
    labels: h.labels,
    prior: take(Float32Array, h.labels.length),
    base: take(Float32Array, h.labels.length),
    rows: take(Uint32Array, h.rows),
    start: take(Uint32Array, h.rows + 1),
    label: take(Uint16Array, h.pairs),
    weight: take(Float32Array, h.pairs),
  }));
  return { buckets: header.buckets, temperature: header.temperature, heads };
}

/** The model's id: the sha256 of its bytes. */
export const modelId = (body: Buffer): string => createHash('sha256').update(body).digest('hex');

if (endianness() !== 'LE') throw new Error('the classify model is stored little-endian: this machine is big-endian');
const bytes = (a: Float32Array | Uint32Array | Uint16Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
