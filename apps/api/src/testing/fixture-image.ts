import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { type Database, migrationsFolder, openEmbeddedDatabase, openServerDatabase } from '../db/client';
import { createServer } from '../server';
import { filesKey, serverTemplate } from './server-templates';
import { createScratchDatabase, createTestApp, type TestApp } from './test-app';

// The seeded demo database the security tests start from, built once per run and copied for each file.

/**
 * What the seeded image depends on: the API's sources (the seed calls the services), its
 * migrations, and the day (the demo's dates are relative to today). Test files do not count.
 */
function imageKey(): Promise<string> {
  return filesKey([new URL('../', import.meta.url).pathname, migrationsFolder], new Date().toISOString().slice(0, 10));
}

/** Seeds the demo into `database` and the data folder `dataDir` (its files, its data key), as a server would. */
async function seedDemo(database: Database, dataDir: string): Promise<void> {
  const config = loadConfig(
    { NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
    { demo: false, seedDemo: true, trustProxy: true },
  );
  const server = await createServer(config, { database });
  await server.stop();
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
  await seedDemo(database, building);
  await database.close();
  await fs.writeFile(path.join(building, 'ready'), '');
  // Two files building at once: the first rename wins, the other's copy is dropped.
  await fs.rename(building, image).catch(() => fs.rm(building, { recursive: true, force: true }));
  return image;
}

/** Under DATABASE_URL: a demo-seeded template database on the server, and the data folder its seed wrote. */
async function seededServerImage(serverUrl: string): Promise<{ template: string; folder: string }> {
  const key = await imageKey();
  const folder = path.join(os.tmpdir(), `orbite-world-server-${key}`);
  const ready = path.join(folder, 'ready');
  const template = await serverTemplate(
    serverUrl,
    'orbite_tpl_demo',
    key,
    async (url) => {
      await fs.rm(folder, { recursive: true, force: true });
      await fs.mkdir(folder, { recursive: true });
      const database = await openServerDatabase(url);
      try {
        await seedDemo(database, folder);
      } finally {
        await database.close();
      }
      await fs.writeFile(ready, '');
    },
    async () => Boolean(await fs.stat(ready).catch(() => null)),
  );
  return { template, folder };
}

/** The demo world on its own database and data folder: copies of the seeded image. */
export async function demoApp(): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  const copy = await fs.mkdtemp(path.join(os.tmpdir(), 'orbite-world-copy-'));
  if (serverUrl) {
    const { template, folder } = await seededServerImage(serverUrl);
    await fs.cp(folder, copy, { recursive: true });
    const scratch = await createScratchDatabase(serverUrl, 'orbite_world', template);
    const database = await openServerDatabase(scratch.url);
    const drop = async () => {
      await database.close();
      await scratch.drop();
    };
    return createTestApp({}, { database, dataDir: copy, drop });
  }
  await fs.cp(await seededImage(), copy, { recursive: true });
  const database = await openEmbeddedDatabase(path.join(copy, 'pg'));
  return createTestApp({}, { database, dataDir: copy });
}
