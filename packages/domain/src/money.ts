/**
 * Exact money arithmetic. Amounts are euros with 2 decimals, computed as whole cents; rates and
 * quantities become whole numbers at a fixed scale (a rate of 0.15 is 150 000 millionths, 2.5 days
 * is 2 500 thousandths) read from the number's shortest decimal writing, so 1.005 is 1.005 and
 * not the 1.00499999… a float holds. Products and quotients go through BigInt and are rounded
 * once, half away from zero (0.005 becomes 0.01, -0.005 becomes -0.01): the "arrondi commercial"
 * French accountants expect. Never `Math.round(x * 100) / 100`: 200.1 × 1.15 gives 230.11 that way
 * instead of 230.12.
 */

/** Whole cents: 1234 is 12.34 EUR. */
export type Cents = number;

/**
 * `value` × 10^decimals as a whole number, read from its decimal writing and rounded half away
 * from zero beyond `decimals` (toScaled(1.005, 2) is 101, toScaled(0.15, 6) is 150000).
 */
export function toScaled(value: number, decimals: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toString().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = `${whole}${fraction}`;
  const point = whole.length + Number(exponent) + decimals;
  let kept: bigint;
  let firstDropped: string;
  if (point <= 0) {
    kept = 0n;
    firstDropped = point === 0 ? (digits[0] ?? '0') : '0';
  } else {
    kept = BigInt(digits.slice(0, point).padEnd(point, '0'));
    firstDropped = digits[point] ?? '0';
  }
  if (firstDropped >= '5') kept += 1n;
  const result = Number(kept);
  if (!Number.isSafeInteger(result)) throw new RangeError(`Out of range: ${value}`);
  return value < 0 && result !== 0 ? -result : result;
}

/** Euros (a number such as 450.5) to whole cents, rounded half away from zero. */
export function toCents(euros: number): Cents {
  return toScaled(euros, 2);
}

/** Whole cents to euros (45050 gives 450.5). */
export function fromCents(cents: Cents): number {
  return cents / 100;
}

/** `numerator` / `denominator` rounded half away from zero, exactly. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  let quotient = n / d;
  if ((n % d) * 2n >= d) quotient += 1n;
  return negative ? -quotient : quotient;
}

/** `a` × `b` / `c` rounded half away from zero, exactly (whole numbers in, a safe whole number out). */
export function multiplyDivide(a: number, b: number, c: number): number {
  const result = Number(divideRounded(BigInt(a) * BigInt(b), BigInt(c)));
  if (!Number.isSafeInteger(result)) throw new RangeError('Amount out of range');
  return result;
}

/** Euros rounded to 2 decimals, half away from zero, exactly (roundEuros(1.005) is 1.01). */
export function roundEuros(euros: number): number {
  return fromCents(toCents(euros));
}
