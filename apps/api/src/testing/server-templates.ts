import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openServerDatabase } from '../db/client';

// Under DATABASE_URL the integration suite clones its databases on the server (`CREATE DATABASE … TEMPLATE`) from
// ones built once per key: a clone takes a tenth of a second where migrating took 0.8 s and the demo seed 12 s.

/** `serverUrl` pointing at the database `name` of the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A hash of the files under `folders` (test files left out), in name order. */
export async function filesKey(folders: string[], extra = ''): Promise<string> {
  const hash = createHash('sha256').update(extra);
  for (const folder of folders) {
    for (const name of (await fs.readdir(folder, { recursive: true })).sort()) {
      if (name.endsWith('.test.ts')) continue;
      const file = path.join(folder, name);
      if ((await fs.stat(file)).isFile()) hash.update(name).update(await fs.readFile(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** Templates not used for this long are dropped when another of their kind is built. */
const STALE_AFTER_MS = 60 * 60 * 1000;

/**
 * The name of the template database `${kind}_${key}`, built by `build` (given its URL) when missing. Test files of
 * one run, on two workers, ask at once: an advisory lock lets one build while the other waits. A template is whole
 * once its comment says so (a run stopped midway leaves one unmarked, built again); `isWhole` may ask for more (the
 * data folder a seed wrote beside it). Older templates of the same kind are dropped, when no run is using them.
 */
export async function serverTemplate(
  serverUrl: string,
  kind: string,
  key: string,
  build: (url: string) => Promise<void>,
  isWhole: () => Promise<boolean> = async () => true,
): Promise<string> {
  const name = `${kind}_${key}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [kind]);
    const { rows } = await admin.query<{ note: string | null }>(
      `select shobj_description(oid, 'pg_database') as note from pg_database where datname = $1`,
      [name],
    );
    const whole = rows[0]?.note?.startsWith('whole') && (await isWhole());
    if (!whole) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
      await build(databaseUrl(serverUrl, name));
    }
    await admin.query(`COMMENT ON DATABASE ${name} IS 'whole ${Date.now()}'`);
    await dropStale(admin, kind, name);
    return name;
  } finally {
    // Ending the session releases the lock.
    await admin.end();
  }
}

async function dropStale(admin: pg.Client, kind: string, kept: string): Promise<void> {
  const { rows } = await admin.query<{ name: string; note: string | null }>(
    `select datname as name, shobj_description(oid, 'pg_database') as note from pg_database
      where datname like $1 and datname <> $2`,
    [`${kind}\\_%`, kept],
  );
  for (const { name, note } of rows) {
    const usedAt = Number(note?.split(' ')[1] ?? 0);
    if (Date.now() - usedAt < STALE_AFTER_MS) continue;
    // Without FORCE: a template another run is cloning right now stays.
    await admin.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => {});
  }
}

/** The migrated, empty database every test app starts from. */
export function migratedTemplate(serverUrl: string): Promise<string> {
  return filesKey([migrationsFolder]).then((key) =>
    serverTemplate(serverUrl, 'orbite_tpl_migrated', key, async (url) => {
      const database = await openServerDatabase(url);
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
    }),
  );
}
