import { describe, expect, it } from 'vitest';
import { isOlderVersion } from './version';

describe('isOlderVersion', () => {
  it('compares numerically, part by part', () => {
    expect(isOlderVersion('1.2.0', '1.10.0')).toBe(true);
    expect(isOlderVersion('1.10.0', '1.2.0')).toBe(false);
    expect(isOlderVersion('1.2', '1.2.0')).toBe(false);
    expect(isOlderVersion('0.9.9', '1.0.0')).toBe(true);
  });
  it('never refuses a version it cannot read', () => {
    expect(isOlderVersion('dev', '1.0.0')).toBe(false);
  });
});
