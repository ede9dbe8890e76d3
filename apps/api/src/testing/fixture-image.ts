import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { migrationsFolder, openEmbeddedDatabase } from '../db/client';
import { createServer } from '../server';
import { createTestApp, type TestApp } from './test-app';

// The seeded demo database the security tests start from, built once per run and copied for each file.

/**
 * What the seeded image depends on: the API's sources (the seed calls the services), its
 * migrations, and the day (the demo's dates are relative to today). Test files do not count.
 */
async function imageKey(): Promise<string> {
  const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
  const sources = new URL('../', import.meta.url).pathname;
  for (const folder of [sources, migrationsFolder]) {
    for (const name of (await fs.readdir(folder, { recursive: true })).sort()) {
      if (name.endsWith('.test.ts')) continue;
      const file = path.join(folder, name);
      if ((await fs.stat(file)).isFile()) hash.update(name).update(await fs.readFile(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A folder holding a demo-seeded embedded database (`pg/`) and its data folder (files, data key),
 * built once and shared by the test files of a run: the seed takes far longer than a copy.
 */
async function seededImage(): Promise<string> {
  const image = path.join(os.tmpdir(), `orbite-world-${await imageKey()}`);
  if (await fs.stat(path.join(image, 'ready')).catch(() => null)) return image;
  const building = await fs.mkdtemp(`${image}.building-`);
  const database = await openEmbeddedDatabase(path.join(building, 'pg'));
  const config = loadConfig(
    { NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: building },
    { demo: false, seedDemo: true, trustProxy: true },
  );
  const server = await createServer(config, { database });
  await server.stop();
  await database.close();
  await fs.writeFile(path.join(building, 'ready'), '');
  // Two files building at once: the first rename wins, the other's copy is dropped.
  await fs.rename(building, image).catch(() => fs.rm(building, { recursive: true, force: true }));
  return image;
}

/** The demo world on its own database: a copy of the seeded image (or a seeded server database under DATABASE_URL). */
export async function demoApp(): Promise<TestApp> {
  if (process.env.DATABASE_URL) return createTestApp({ seedDemo: true });
  const image = await seededImage();
  const copy = await fs.mkdtemp(path.join(os.tmpdir(), 'orbite-world-copy-'));
  await fs.cp(image, copy, { recursive: true });
  const database = await openEmbeddedDatabase(path.join(copy, 'pg'));
  return createTestApp({}, { database, dataDir: copy });
}
