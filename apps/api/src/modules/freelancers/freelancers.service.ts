import { randomBytes } from 'node:crypto';
import type { FreelanceStatus } from '@orbite/domain/freelance-status';
import { defaultFreelancerPermissions } from '@orbite/domain/roles';
import type { DbOrTx } from '../../db/client';
import * as repository from './freelancers.repository';

export const findFreelance = (db: DbOrTx, id: number) => repository.findFreelanceById(db, id);
export const findFreelanceOfUser = (db: DbOrTx, userId: number) => repository.findFreelanceByUserId(db, userId);
export const findFreelancesOfUsers = (db: DbOrTx, userIds: number[]) => repository.findFreelancesByUserIds(db, userIds);

/** Unambiguous alphabet for codes people read and type (no 0/O, 1/I). */
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomCode(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => codeAlphabet[b % codeAlphabet.length]).join('');
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export async function createFreelance(
  db: DbOrTx,
  input: { userId: number; firstName: string; status?: FreelanceStatus; referrerCode?: string | null },
) {
  const referrer = input.referrerCode ? await repository.findFreelanceByReferralCode(db, input.referrerCode) : null;
  return repository.insertFreelance(db, {
    userId: input.userId,
    status: input.status ?? 'new',
    publicId: `${slug(input.firstName) || 'freelance'}-${randomCode(8).toLowerCase()}`,
    referralCode: randomCode(8),
    referrerId: referrer?.id ?? null,
    permissions: defaultFreelancerPermissions(),
  });
}
