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

export function recordAttempt(db: DbOrTx, limit: Limit, key: string): Promise<void> {
  return repository.insertAttempt(db, limit.action, key.toLowerCase());
}

export function clearAttempts(db: DbOrTx, limit: Limit, key: string): Promise<void> {
  return repository.clearAttempts(db, limit.action, key.toLowerCase());
}
