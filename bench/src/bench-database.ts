import pg from 'pg';

/** The bench's own database: never the application's, so that a seed cannot wipe real data. */
export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/orbite_bench';

export function benchDatabaseUrl(): string {
  return process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
}

/** Drops and creates the bench database; refuses a database whose name does not say "bench". */
export async function recreateDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/bench/i.test(name))
    throw new Error(`refusing to drop "${name}": the bench database's name must contain "bench"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    await client.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoted}`);
  } finally {
    await client.end();
  }
}

/** Parses `--name value` pairs; numbers come back as numbers. */
export function parseArgs(argv: readonly string[]): Record<string, string> {
  const args: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) continue;
    const [key, inline] = arg.slice(2).split('=', 2);
    if (inline !== undefined) args[key!] = inline;
    else if (argv[i + 1] && !argv[i + 1]!.startsWith('--')) args[key!] = argv[++i]!;
    else args[key!] = 'true';
  }
  return args;
}

export function intOption(args: Record<string, string>, name: string, env: string, fallback: number): number {
  const raw = args[name] ?? process.env[env];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, got ${raw}`);
  return value;
}

/** Where the reports go: bench/results, or BENCH_RESULTS_DIR (small trial runs, so as not to replace the figures). */
export const resultsDir = process.env.BENCH_RESULTS_DIR
  ? `${process.env.BENCH_RESULTS_DIR.replace(/\/$/, '')}/`
  : new URL('../results/', import.meta.url).pathname;
