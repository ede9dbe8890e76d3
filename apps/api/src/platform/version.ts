/** True when `version` (x.y.z) is older than `minimum`; unreadable versions are never refused. */
export function isOlderVersion(version: string, minimum: string): boolean {
  const parse = (v: string) =>
    v
      .split('-')[0]!
      .split('.')
      .map((n) => Number.parseInt(n, 10));
  const a = parse(version);
  const b = parse(minimum);
  if (a.some(Number.isNaN) || b.some(Number.isNaN)) return false;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff < 0;
  }
  return false;
}
