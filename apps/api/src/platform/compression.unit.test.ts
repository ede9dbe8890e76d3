import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, isCompressibleType, negotiateEncoding } from './compression';

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, as browsers list them', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('GZIP')).toBe('gzip');
  });

  it('answers as it is when nothing usable is accepted', () => {
    expect(negotiateEncoding(null)).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('deflate, zstd')).toBeNull();
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(negotiateEncoding('*;q=0')).toBeNull();
  });

  it('honours q-values and the * wildcard', () => {
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('gzip; q=1, br ; q=0')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('br;q=0, *')).toBe('gzip');
    expect(negotiateEncoding('br;q=abc, gzip')).toBe('gzip');
  });
});

describe('compress', () => {
  const json = JSON.stringify({
    data: { items: Array.from({ length: 50 }, (_, i) => ({ id: String(i), name: 'Été' })) },
  });
  const bytes = new TextEncoder().encode(json);

  it('gives back the same bytes once decompressed, smaller', () => {
    const br = compress(bytes, 'br');
    const gzip = compress(bytes, 'gzip');
    expect(zlib.brotliDecompressSync(br).toString('utf8')).toBe(json);
    expect(zlib.gunzipSync(gzip).toString('utf8')).toBe(json);
    expect(br.byteLength).toBeLessThan(bytes.byteLength / 4);
    expect(gzip.byteLength).toBeLessThan(bytes.byteLength / 4);
  });

  it('takes JSON answers only', () => {
    expect(isCompressibleType('application/graphql-response+json; charset=utf-8')).toBe(true);
    expect(isCompressibleType('application/json')).toBe(true);
    expect(isCompressibleType('text/event-stream')).toBe(false);
    expect(isCompressibleType('multipart/mixed; boundary="-"')).toBe(false);
    expect(isCompressibleType(null)).toBe(false);
  });
});
