import { toErrorCode } from '@orbite/domain/errors';
import frCore from './fr.json';

/** The message ids of the loaded catalogues (the core's at once, the areas' once loaded: see catalogue.ts). */
const known = new Set<string>();

/** Makes a loaded catalogue's ids known to `errorMessageId`. */
export function registerMessageIds(catalogue: Record<string, string>) {
  for (const id of Object.keys(catalogue)) if (id.startsWith('error.')) known.add(id);
}
registerMessageIds(frCore);

/**
 * The one catalogue of error messages: `error.<code>.<field>` when the error names a field with its own
 * wording (553 on the old password is "incorrect", not "too short"), else `error.<code>`, else generic.
 */
export function errorMessageId(code: unknown, field?: string | null): string {
  const id = `error.${toErrorCode(code)}`;
  if (field && known.has(`${id}.${field}`)) return `${id}.${field}`;
  return known.has(id) ? id : 'error.generic';
}
