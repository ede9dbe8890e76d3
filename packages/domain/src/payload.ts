/**
 * Technical fields the client never sends back in a mutation payload: GraphQL's `__typename`
 * and client-side keys that start with an underscore (`_key`, `_tempId` of list editors).
 */
function isTechnicalKey(key: string): boolean {
  return key.startsWith('_');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * Cleans a mutation payload the way the product does before sending it:
 * empty strings become null, technical fields are removed, and objects left empty are dropped.
 * Arrays are cleaned item by item and kept (an empty list is a meaningful value).
 * Values that are not plain data (dates, files) pass through untouched.
 */
export function cleanPayload<T>(value: T): T {
  return clean(value) as T;
}

function clean(value: unknown): unknown {
  if (value === '') return null;
  if (Array.isArray(value)) return value.map(clean);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (isTechnicalKey(key)) continue;
    const cleaned = clean(inner);
    if (isPlainObject(cleaned) && Object.keys(cleaned).length === 0) continue;
    if (cleaned === undefined) continue;
    out[key] = cleaned;
  }
  return out;
}
