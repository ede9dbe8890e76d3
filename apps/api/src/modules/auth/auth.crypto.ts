import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id at OWASP's minimum: 19 MiB, 2 iterations, 1 lane. */
export const argonOptions = {
  algorithm: 2 /* Algorithm.Argon2id, a const enum */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argonOptions);
}

// A real hash to verify against when the account does not exist, so that both paths take the same time.
const decoyHash = hash('orbite-decoy-password', argonOptions);

let verifications = 0;

/** How many argon2 verifications this process ran: the enumeration test checks unknown addresses cost one too. */
export const argonVerifications = () => verifications;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  verifications += 1;
  if (!passwordHash) {
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** The parameters written in an encoded hash (`$argon2id$v=19$m=19456,t=2,p=1$...`), null when not argon2. */
export function argonParamsOf(
  passwordHash: string,
): { algorithm: string; memoryCost: number; timeCost: number } | null {
  const match = /^\$(argon2(?:id|i|d))\$v=\d+\$m=(\d+),t=(\d+),p=\d+\$/.exec(passwordHash);
  if (!match) return null;
  return { algorithm: match[1]!, memoryCost: Number(match[2]), timeCost: Number(match[3]) };
}

/** A stored hash weaker than today's parameters (or not argon2id) is replaced at the next successful sign-in. */
export function needsRehash(passwordHash: string): boolean {
  const params = argonParamsOf(passwordHash);
  if (!params) return true;
  return (
    params.algorithm !== 'argon2id' ||
    params.memoryCost < argonOptions.memoryCost ||
    params.timeCost < argonOptions.timeCost
  );
}

/** 256 random bits, URL-safe: session and reset tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
