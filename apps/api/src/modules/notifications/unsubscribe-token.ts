/**
 * The unsubscribe-by-category link of notification mails: a token signed with HMAC-SHA256 naming a
 * user and a category. The key is UNSUBSCRIBE_SECRET when set, otherwise derived from the data key
 * (DATA_ENCRYPTION_KEY, or the key file of the embedded default), so links survive restarts and
 * every process that shares the data key accepts them.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import { loadDataKey } from '../../platform/data-cipher';

const keys = new Map<string, Buffer>();

function keyOf(config: Config): Buffer {
  const id = `${config.notifications.unsubscribeSecret ?? ''}|${config.dataEncryptionKey ?? ''}|${config.dataDir}`;
  let key = keys.get(id);
  if (!key) {
    key = config.notifications.unsubscribeSecret
      ? Buffer.from(config.notifications.unsubscribeSecret)
      : createHmac('sha256', loadDataKey(config.dataEncryptionKey, config.dataDir))
          .update('orbite:unsubscribe')
          .digest();
    keys.set(id, key);
  }
  return key;
}

const sign = (config: Config, body: string) => createHmac('sha256', keyOf(config)).update(body).digest('base64url');

export function createUnsubscribeToken(config: Config, userId: number, category: string): string {
  const body = Buffer.from(JSON.stringify({ u: userId, c: category })).toString('base64url');
  return `${body}.${sign(config, body)}`;
}

/** The user and category of a token, or null when it is malformed or not ours. */
export function readUnsubscribeToken(
  config: Config,
  token: string | null,
): { userId: number; category: string } | null {
  const [body, signature, extra] = (token ?? '').split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(config, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { u?: unknown; c?: unknown };
    if (typeof value.u !== 'number' || typeof value.c !== 'string') return null;
    return { userId: value.u, category: value.c };
  } catch {
    return null;
  }
}

/** Where the web app is reached: PUBLIC_URL, or this process on localhost (development). */
export const webOrigin = (config: Config) => (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/$/, '');

/** The unsubscribe link of a user and a category. */
export function unsubscribeUrl(config: Config, userId: number, category: string): string {
  return `${webOrigin(config)}/notifications/unsubscribe?token=${createUnsubscribeToken(config, userId, category)}`;
}
