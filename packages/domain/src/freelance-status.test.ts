import { describe, expect, it } from 'vitest';
import { isOutOfScope, statusLabelOf } from './freelance-status';

describe('statusLabelOf', () => {
  it('shows nothing for a validated freelancer, even a pre-user', () => {
    expect(statusLabelOf({ status: 'validated' })).toBeNull();
    expect(statusLabelOf({ status: 'validated', preUser: true })).toBeNull();
  });
  it('warns about a pre-user before any other label', () => {
    expect(statusLabelOf({ status: 'new', preUser: true })).toEqual({ label: 'preUser', warning: true });
    expect(statusLabelOf({ status: 'banned', preUser: true })).toEqual({ label: 'preUser', warning: true });
  });
  it('shows banned and wrongScope as such', () => {
    expect(statusLabelOf({ status: 'banned', preUser: false })).toEqual({ label: 'banned', warning: false });
    expect(statusLabelOf({ status: 'wrongScope' })).toEqual({ label: 'wrongScope', warning: false });
  });
  it('shows notValidated for any other status', () => {
    expect(statusLabelOf({ status: 'new' })).toEqual({ label: 'notValidated', warning: false });
    expect(statusLabelOf({ status: null })).toEqual({ label: 'notValidated', warning: false });
  });
});

describe('isOutOfScope', () => {
  it('keeps banned and wrongScope freelancers out of the main area', () => {
    expect(isOutOfScope('banned')).toBe(true);
    expect(isOutOfScope('wrongScope')).toBe(true);
    expect(isOutOfScope('new')).toBe(false);
    expect(isOutOfScope('validated')).toBe(false);
  });
});
