import { describe, expect, it } from 'vitest';
import { basicRules } from './basic-rules';

describe('basic auth rules', () => {
  it('return message ids', () => {
    expect(basicRules.email('')).toBe('form.required');
    expect(basicRules.email('nope')).toBe('form.email');
    expect(basicRules.password('12345')).toBe('form.passwordMin');
    expect(basicRules.required(' ')).toBe('form.required');
    expect(basicRules.required('x')).toBe(true);
  });
});
