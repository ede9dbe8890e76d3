/* The key under which an answer the boot script started waits for its query (app/route-prefetch.ts). */

/** JSON with the keys sorted at every level: the same variables give the same text whatever their order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** The key under which a prefetched answer waits for its operation. */
export function prefetchKey(operationName: string, variables: Record<string, unknown> | undefined): string {
  return `${operationName} ${canonical(variables ?? {})}`;
}
