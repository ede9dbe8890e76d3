import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const booleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1')
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Processes serving the API (node:cluster, platform/workers.ts): a number, or `auto` for one per core. */
  API_WORKERS: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)])
    .default(1)
    .transform((value) => (value === 'auto' ? os.availableParallelism() : value)),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Connections each API process keeps to PostgreSQL at most. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.string().optional(),
  REDIS_CHANNEL_PREFIX: z.string().max(100).default(''),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Orbite <no-reply@orbite.fr>'),
  PUBLIC_URL: z.string().url().optional(),
  /** Name shown in the environment banner: development, dev, andromeda, staging, production. */
  APP_ENVIRONMENT: z.string().optional(),
  MIN_CLIENT_VERSION: z.string().default('0.0.0'),
  DEMO: booleanString,
  TRUST_PROXY: booleanString,
  SEED_DEMO: booleanString,
  WEB_DIST: z.string().optional(),
  /**
   * Signed-in pages rendered by the API: `on` (the web build's server module, apps/web/dist-server) or that
   * module's folder; unset or `off`: served as frames, rendered by the browser (docs/decisions.md, eighth round).
   */
  WEB_RENDER: z.string().optional(),
  WEB_RENDER_BUDGET_MS: z.coerce.number().int().min(50).default(1_500),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  /** Signs the download links of disk storage; production must set it (and share it between processes). */
  FILES_SECRET: z.string().min(32).optional(),
  /** 32 bytes, base64: encrypts bank details at rest. */
  DATA_ENCRYPTION_KEY: z.string().min(40).optional(),
  /** Address autocomplete (French national address service, or a compatible one). Empty disables it. */
  ADDRESS_API_URL: z.string().optional(),
  OIDC_GOOGLE_ISSUER: z.string().url().optional(),
  OIDC_GOOGLE_CLIENT_ID: z.string().optional(),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().optional(),
  OIDC_LINKEDIN_ISSUER: z.string().url().optional(),
  OIDC_LINKEDIN_CLIENT_ID: z.string().optional(),
  OIDC_LINKEDIN_CLIENT_SECRET: z.string().optional(),
  /** Comma-separated e-mail domains whose Google accounts sign in as team members. */
  TEAM_EMAIL_DOMAINS: z.string().default(''),
  /** An SMS gateway taking `POST {to, text}` (JSON); without it SMS is not offered. */
  SMS_PROVIDER_URL: z.string().url().optional(),
  /** A Slack incoming webhook; without it Slack is not offered. */
  SLACK_WEBHOOK_URL: z.string().url().optional(),
  /** Signs the unsubscribe links of notification mails; defaults to a key derived from the data key. */
  UNSUBSCRIBE_SECRET: z.string().min(32).optional(),
  /** Nova's language model: an OpenAI-compatible chat completions base URL (…/v1); unset: the offline engine. */
  NOVA_LLM_URL: z.string().url().optional(),
  NOVA_LLM_MODEL: z.string().optional(),
  NOVA_LLM_API_KEY: z.string().optional(),
  /** Accept only the GraphQL documents the web app was built with (its persisted-operations manifest). */
  GRAPHQL_PERSISTED_ONLY: booleanString,
  /** A query running longer is cut with a clean error. */
  GRAPHQL_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
});

export interface OidcProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Connections each API process keeps to PostgreSQL at most (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  redisUrl: string | null;
  /** Processes serving the API (API_WORKERS); above 1, PostgreSQL and Redis are required. */
  workers: number;
  /** Prefixed to every Redis pub/sub channel: deployments (or test files) sharing one Redis stay apart. */
  redisChannelPrefix: string;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string | null;
  appEnvironment: string;
  minClientVersion: string;
  dataEncryptionKey: string | null;
  /** Base URL of the address search service, null when disabled. */
  addressApiUrl: string | null;
  /** Behind a load balancer: believe X-Forwarded-For and X-Forwarded-Proto. */
  trustProxy: boolean;
  /** Demo mode lists the demo accounts on the sign-in page. */
  demo: boolean;
  /** Seed the demo data at start (embedded database only, unless asked). */
  seedDemo: boolean;
  webDist: string;
  /** Where the signed-in pages' first screen is rendered from, and how long it may take; null: never rendered. */
  webRender: { dir: string; budgetMs: number } | null;
  logLevel: string;
  storage:
    | { kind: 'disk'; dir: string; secret: string; secretIsRandom: boolean }
    | { kind: 's3'; bucket: string; region: string; endpoint: string | null };
  oidc: { google: OidcProviderConfig | null; linkedIn: OidcProviderConfig | null; teamEmailDomains: string[] };
  /** Providers of the notification mediums beyond e-mail (null: not offered) and the unsubscribe key. */
  notifications: { smsProviderUrl: string | null; slackWebhookUrl: string | null; unsubscribeSecret: string | null };
  /** Nova's language model (null: the built-in offline engine answers). */
  novaLlm: { url: string; model: string; apiKey: string | null } | null;
  /** GraphQL hardening: only the web app's own documents (persisted operations), query time limit. */
  graphql: { persistedOnly: boolean; timeoutMs: number };
}

function oidcProvider(issuer?: string, clientId?: string, clientSecret?: string): OidcProviderConfig | null {
  return issuer && clientId && clientSecret ? { issuer, clientId, clientSecret } : null;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const env = envSchema.parse(source);
  const dataDir = path.resolve(env.DATA_DIR);
  const embedded = !env.DATABASE_URL;
  const config: Config = {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? null,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL ?? null,
    workers: env.API_WORKERS,
    redisChannelPrefix: env.REDIS_CHANNEL_PREFIX,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    publicUrl: env.PUBLIC_URL ?? null,
    appEnvironment: env.APP_ENVIRONMENT ?? (env.NODE_ENV === 'production' ? 'production' : 'development'),
    minClientVersion: env.MIN_CLIENT_VERSION,
    dataEncryptionKey: env.DATA_ENCRYPTION_KEY ?? null,
    addressApiUrl:
      env.ADDRESS_API_URL === undefined
        ? env.NODE_ENV === 'test'
          ? null
          : 'https://api-adresse.data.gouv.fr/search/'
        : env.ADDRESS_API_URL || null,
    trustProxy: env.TRUST_PROXY ?? false,
    demo: env.DEMO ?? embedded,
    seedDemo: env.SEED_DEMO ?? embedded,
    webDist: path.resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    // On by default (the build's apps/web/dist-server); off with WEB_RENDER=off, and in tests unless asked for.
    webRender:
      env.WEB_RENDER === 'off' || (!env.WEB_RENDER && env.NODE_ENV === 'test')
        ? null
        : {
            dir: path.resolve(
              !env.WEB_RENDER || env.WEB_RENDER === 'on'
                ? new URL('../../web/dist-server', import.meta.url).pathname
                : env.WEB_RENDER,
            ),
            budgetMs: env.WEB_RENDER_BUDGET_MS,
          },
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    storage: env.S3_BUCKET
      ? { kind: 's3', bucket: env.S3_BUCKET, region: env.S3_REGION ?? 'eu-west-3', endpoint: env.S3_ENDPOINT ?? null }
      : {
          kind: 'disk',
          dir: path.join(dataDir, 'files'),
          // Random per process when unset: links then die with the process and other processes refuse them.
          secret: env.FILES_SECRET ?? randomBytes(32).toString('base64url'),
          secretIsRandom: !env.FILES_SECRET,
        },
    oidc: {
      google: oidcProvider(env.OIDC_GOOGLE_ISSUER, env.OIDC_GOOGLE_CLIENT_ID, env.OIDC_GOOGLE_CLIENT_SECRET),
      linkedIn: oidcProvider(env.OIDC_LINKEDIN_ISSUER, env.OIDC_LINKEDIN_CLIENT_ID, env.OIDC_LINKEDIN_CLIENT_SECRET),
      teamEmailDomains: env.TEAM_EMAIL_DOMAINS.split(',')
        .map((d) => d.trim().toLowerCase())
        .filter(Boolean),
    },
    notifications: {
      smsProviderUrl: env.SMS_PROVIDER_URL ?? null,
      slackWebhookUrl: env.SLACK_WEBHOOK_URL ?? null,
      unsubscribeSecret: env.UNSUBSCRIBE_SECRET ?? null,
    },
    novaLlm: env.NOVA_LLM_URL
      ? { url: env.NOVA_LLM_URL, model: env.NOVA_LLM_MODEL ?? 'gpt-4o-mini', apiKey: env.NOVA_LLM_API_KEY ?? null }
      : null,
    graphql: { persistedOnly: env.GRAPHQL_PERSISTED_ONLY ?? false, timeoutMs: env.GRAPHQL_TIMEOUT_MS },
  };
  return { ...config, ...overrides };
}
