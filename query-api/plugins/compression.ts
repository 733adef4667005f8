import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** What is worth compressing: JSON (incl. problem+json), HTML, CSS, JavaScript, SVG and plain text; never event streams. */
const COMPRESSIBLE =
  /^(application\/(json|problem\+json|javascript|xml)|text\/(html|css|plain|javascript|csv)|image\/svg\+xml)/;

/**
 * Response compression (@fastify/compress): brotli or gzip, as the client's Accept-Encoding prefers,
 * for bodies of 1 KB or more, with `Vary: accept-encoding`. It compresses on each route's own onSend,
 * after the app-level hooks (ETag, response cache), so those see the plain body. Request bodies are
 * not decompressed (a small gzip body could unpack past the body limit).
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      customTypes: COMPRESSIBLE,
      globalDecompression: false,
    });
  },
  { name: 'compression', fastify: '5.x' },
);
