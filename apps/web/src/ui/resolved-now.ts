/** A thenable that calls back at once (React.lazy reads a synchronously resolved module without suspending). */
export function resolvedNow<T>(value: T): Promise<T> {
  // biome-ignore lint/suspicious/noThenProperty: React.lazy takes a thenable; this one resolves synchronously.
  return { then: (resolve: (value: T) => void) => resolve(value) } as unknown as Promise<T>;
}
