import { ErrorCode } from '@orbite/domain/errors';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/errors';
import * as repository from './auth.repository';

export interface Limit {
  action: string;
  max: number;
  windowMinutes: number;
}

/** Failed sign-ins per account and per address; reset requests per account and per address. */
export const limits = {
  signInAccount: { action: 'signin:account', max: 10, windowMinutes: 15 },
  signInAddress: { action: 'signin:address', max: 50, windowMinutes: 15 },
  resetAccount: { action: 'reset:account', max: 3, windowMinutes: 60 },
  resetAddress: { action: 'reset:address', max: 20, windowMinutes: 60 },
  signUpAddress: { action: 'signup:address', max: 20, windowMinutes: 60 },
} satisfies Record<string, Limit>;

/** Refuses with code 429 once the key has used up its attempts in the window. */
export async function assertUnderLimit(db: DbOrTx, limit: Limit, key: string): Promise<void> {
  const since = new Date(Date.now() - limit.windowMinutes * 60_000);
  const used = await repository.countAttemptsSince(db, limit.action, key.toLowerCase(), since);
  if (used >= limit.max) throw new AppError(ErrorCode.tooManyRequests);
}

export async function recordAttempt(db: DbOrTx, limit: Limit, key: string): Promise<void> {
  await repository.insertAttempt(db, limit.action, key.toLowerCase());
}

/** An attempt counted before the work it guards; `release` gives it back when the attempt succeeded. */
export interface Attempt {
  release(): Promise<void>;
}

/**
 * Counts an attempt BEFORE checking the password, then refuses (429) when it goes past the limit.
 * Checking first and recording after would let concurrent requests (or one request carrying many
 * operations) all pass the check while none was recorded yet: each attempt counts those made
 * before its own, so at most `max` of them go through in a window, however they arrive.
 */
export async function takeAttempt(db: DbOrTx, limit: Limit, key: string): Promise<Attempt> {
  const normalized = key.toLowerCase();
  const id = await repository.insertAttempt(db, limit.action, normalized);
  const since = new Date(Date.now() - limit.windowMinutes * 60_000);
  const used = await repository.countAttemptsUpTo(db, limit.action, normalized, since, id);
  if (used > limit.max) {
    // A refused attempt does not lengthen the lock.
    await repository.deleteAttempt(db, id);
    throw new AppError(ErrorCode.tooManyRequests);
  }
  return { release: () => repository.deleteAttempt(db, id) };
}

export function clearAttempts(db: DbOrTx, limit: Limit, key: string): Promise<void> {
  return repository.clearAttempts(db, limit.action, key.toLowerCase());
}
