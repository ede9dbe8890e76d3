import DataLoader from 'dataloader';

const loaders = new WeakMap<object, Map<string, DataLoader<unknown, unknown>>>();

/**
 * A DataLoader living as long as one request (keyed by its context): the fields of a list of 25 to
 * 100 items read their related rows in one query per kind instead of one per item.
 */
export function loaderOf<K, V>(
  context: object,
  name: string,
  batch: (keys: readonly K[]) => Promise<readonly (V | null)[]>,
  cacheKey?: (key: K) => string | number,
): DataLoader<K, V | null> {
  let byName = loaders.get(context);
  if (!byName) {
    byName = new Map();
    loaders.set(context, byName);
  }
  let loader = byName.get(name) as DataLoader<K, V | null> | undefined;
  if (!loader) {
    loader = new DataLoader<K, V | null, string | number | K>((keys) => batch(keys), { cacheKeyFn: cacheKey });
    byName.set(name, loader as DataLoader<unknown, unknown>);
  }
  return loader;
}

/** Rows a request already holds (a list's companies, read with its page), by loader name and key. */
const known = new WeakMap<object, Map<string, Map<unknown, unknown>>>();

/**
 * Hands a request's loader rows it already read: its fields answer them at once (`knownOrLoad`). A list of
 * 25 to 100 items whose fields all answer without a promise completes in one pass, without a promise per
 * item for GraphQL to wait on.
 */
export function primeKnown<K, V>(context: object, loader: DataLoader<K, V | null>, name: string, rows: [K, V][]) {
  let byName = known.get(context);
  if (!byName) {
    byName = new Map();
    known.set(context, byName);
  }
  let values = byName.get(name);
  if (!values) {
    values = new Map();
    byName.set(name, values);
  }
  for (const [key, value] of rows) {
    values.set(key, value);
    loader.prime(key, value);
  }
}

/** The row of `key` if the request holds it (`primeKnown`), else the loader's promise of it. */
export function knownOrLoad<K, V>(
  context: object,
  name: string,
  key: K,
  loader: () => DataLoader<K, V | null>,
): V | Promise<V | null> {
  const value = known.get(context)?.get(name)?.get(key) as V | undefined;
  return value === undefined ? loader().load(key) : value;
}

/** Batches `rows` back into the order of `keys`, null where a key has no row. */
export function inOrderOf<K, V>(keys: readonly K[], rows: Map<K, V>): (V | null)[] {
  return keys.map((key) => rows.get(key) ?? null);
}
