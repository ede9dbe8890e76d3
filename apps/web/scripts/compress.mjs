/**
 * Writes a gzip (`.gz`, level 9) and a brotli (`.br`, quality 11) copy next to each text file of a
 * build, which the server's static handler (sirv with `gzip` and `brotli`) sends to the browsers that
 * accept them. A copy is kept only when it is smaller than the file.
 * Usage: node scripts/compress.mjs [dir] (default dist); also called by vite.config.ts after each build.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest|map)$/;
const MIN_BYTES = 512;

async function filesOf(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/** Compresses every text file of `dir`; resolves to the number of files compressed. */
export async function compressDir(dir) {
  const files = await filesOf(dir);
  let count = 0;
  await Promise.all(
    files.map(async (file) => {
      const source = await fs.readFile(file);
      if (source.length < MIN_BYTES) return;
      const [gz, br] = await Promise.all([
        gzip(source, { level: 9 }),
        brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
      ]);
      if (gz.length < source.length) await fs.writeFile(`${file}.gz`, gz);
      if (br.length < source.length) await fs.writeFile(`${file}.br`, br);
      count++;
    }),
  );
  return count;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  const count = await compressDir(dir);
  console.log(`compressed ${count} files in ${dir}`);
}
