import { toErrorCode } from '@orbite/domain/errors';
import { en, fr } from './messages';

const known = new Set(Object.keys(fr));

/**
 * The one catalogue of error messages: `error.<code>.<field>` when the error names a field with its own
 * wording (553 on the old password is "incorrect", not "too short"), else `error.<code>`, else generic.
 */
export function errorMessageId(code: unknown, field?: string | null): string {
  const id = `error.${toErrorCode(code)}`;
  if (field && known.has(`${id}.${field}`)) return `${id}.${field}`;
  return known.has(id) ? id : 'error.generic';
}

export const messagesByLocale = { 'fr-FR': fr, en } as const;
