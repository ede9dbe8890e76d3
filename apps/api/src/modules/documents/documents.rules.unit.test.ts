import { describe, expect, it } from 'vitest';
import { effectiveStatus, normalizeContentType } from './documents.rules';

describe('effectiveStatus', () => {
  const today = '2025-06-15';
  it('reads a document as expired the day after its expiry day', () => {
    expect(effectiveStatus('orbiteAccepted', '2025-06-14', today)).toBe('expired');
    expect(effectiveStatus('pendingOrbiteReview', '2025-06-14', today)).toBe('expired');
    expect(effectiveStatus('orbiteAccepted', '2025-06-15', today)).toBe('orbiteAccepted');
    expect(effectiveStatus('orbiteAccepted', null, today)).toBe('orbiteAccepted');
  });
  it('keeps a refusal visible even when the date has passed', () => {
    expect(effectiveStatus('orbiteRefused', '2020-01-01', today)).toBe('orbiteRefused');
  });
});

describe('normalizeContentType', () => {
  it('drops parameters, lowercases and treats image/jpg as JPEG', () => {
    expect(normalizeContentType('Application/PDF; charset=binary')).toBe('application/pdf');
    expect(normalizeContentType('image/jpg')).toBe('image/jpeg');
    expect(normalizeContentType(null)).toBe('');
  });
});
