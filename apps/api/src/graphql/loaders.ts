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

/** Batches `rows` back into the order of `keys`, null where a key has no row. */
export function inOrderOf<K, V>(keys: readonly K[], rows: Map<K, V>): (V | null)[] {
  return keys.map((key) => rows.get(key) ?? null);
}
