import { toErrorCode } from '@orbite/domain/errors';
import frCore from './fr.json';

/**
 * The loaded catalogues (the core's at once, the areas' once loaded: see catalogue.ts), looked up only
 * when an error is shown: indexing their ids on load cost a pass over 4,000 messages at each page's start.
 */
const catalogues: Record<string, string>[] = [];

/** Makes a loaded catalogue's ids known to `errorMessageId`. */
export function registerMessageIds(catalogue: Record<string, string>) {
  catalogues.push(catalogue);
}
registerMessageIds(frCore);

const known = (id: string) => catalogues.some((catalogue) => Object.hasOwn(catalogue, id));

/**
 * The one catalogue of error messages: `error.<code>.<field>` when the error names a field with its own
 * wording (553 on the old password is "incorrect", not "too short"), else `error.<code>`, else generic.
 */
export function errorMessageId(code: unknown, field?: string | null): string {
  const id = `error.${toErrorCode(code)}`;
  if (field && known(`${id}.${field}`)) return `${id}.${field}`;
  return known(id) ? id : 'error.generic';
}
