import { describe, expect, it } from 'vitest';
import { divideRounded, fromCents, multiplyDivide, roundEuros, toCents, toScaled } from './money';

describe('toScaled', () => {
  it('reads the decimal writing of a number, not its float value', () => {
    expect(1.005 * 100).not.toBe(100.5);
    expect(toScaled(1.005, 2)).toBe(101);
    expect(toScaled(8.325, 2)).toBe(833);
    expect(toScaled(1.15, 2)).toBe(115);
    expect(toScaled(0.1 + 0.2, 2)).toBe(30);
    expect(toScaled(0.15, 6)).toBe(150_000);
    expect(toScaled(15, 4)).toBe(150_000);
  });

  it('rounds half away from zero beyond the scale', () => {
    expect(toScaled(2.345, 2)).toBe(235);
    expect(toScaled(2.344999, 2)).toBe(234);
    expect(toScaled(-2.345, 2)).toBe(-235);
    expect(toScaled(0.004, 2)).toBe(0);
    expect(toScaled(-0.004, 2)).toBe(0);
    expect(toScaled(0.005, 2)).toBe(1);
  });

  it('handles exponent writings and refuses what is not a finite number', () => {
    expect(toScaled(1e-7, 2)).toBe(0);
    expect(toScaled(5e-3, 2)).toBe(1);
    expect(toScaled(1.5e3, 2)).toBe(150_000);
    expect(() => toScaled(Number.POSITIVE_INFINITY, 2)).toThrow(RangeError);
    expect(() => toScaled(1e30, 2)).toThrow(RangeError);
  });
});

describe('cents', () => {
  it('turns euros into cents and back', () => {
    expect(toCents(450.5)).toBe(45_050);
    expect(fromCents(45_050)).toBe(450.5);
    expect(roundEuros(1.005)).toBe(1.01);
    expect(roundEuros(230.115)).toBe(230.12);
  });
});

describe('divideRounded and multiplyDivide', () => {
  it('round the exact quotient half away from zero', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(7n, 3n)).toBe(2n);
    expect(divideRounded(8n, 3n)).toBe(3n);
    expect(divideRounded(5n, -2n)).toBe(-3n);
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
    expect(multiplyDivide(20_010, 1_150_000, 1_000_000)).toBe(23_012);
    expect(multiplyDivide(50_000, 1_000_000, 850_000)).toBe(58_824);
  });
});
