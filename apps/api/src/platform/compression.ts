/**
 * Compression of the API's JSON answers (/graphql): brotli or gzip, whichever the client accepts,
 * at a low level (a few kB of JSON cost about a tenth of a millisecond), and only above a size
 * where it pays. Web assets are precompressed at build time and served by sirv; graphql-ws frames
 * never come here.
 */
import zlib from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** Below this many bytes an answer goes as it is: the headers and the CPU would cost more than the bytes saved. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Brotli quality 4 and gzip level 4: most of the gain for little CPU (11 and 9 are for static files). */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 4;

/**
 * The encoding to answer with from an Accept-Encoding header, brotli first, then gzip; null when
 * neither is acceptable (no header, `identity`, `br;q=0`...). `*` stands for any encoding not named.
 */
export function negotiateEncoding(acceptEncoding: string | null | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(coding, Number.isFinite(weight) ? weight : 0);
  }
  const accepted = (coding: ContentEncoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepted('br')) return 'br';
  if (accepted('gzip')) return 'gzip';
  return null;
}

/** Compresses a whole answer at once (it is already in memory, and small: no stream, no thread hop). */
export function compress(body: Uint8Array, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : zlib.gzipSync(body, { level: GZIP_LEVEL });
}

/** JSON answers only: event streams and multipart answers must reach the client as they are written. */
export function isCompressibleType(contentType: string | null): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || type === 'application/graphql-response+json';
}
