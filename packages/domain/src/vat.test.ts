import { describe, expect, it } from 'vitest';
import { formatSiren, formatSiret, frenchVatKeyOf, frenchVatNumberOf, sirenOf } from './vat';

describe('frenchVatNumberOf', () => {
  it('matches the VAT numbers of real French companies', () => {
    expect(frenchVatNumberOf('404833048')).toBe('FR83404833048');
    expect(frenchVatNumberOf('552032534')).toBe('FR27552032534');
    expect(frenchVatNumberOf('542051180')).toBe('FR59542051180');
    expect(frenchVatNumberOf('552081317')).toBe('FR03552081317');
  });
  it('pads a one-digit key with a zero', () => {
    expect(frenchVatKeyOf('552081317')).toBe('03');
  });
  it('reads a SIREN typed with spaces', () => {
    expect(frenchVatNumberOf('404 833 048')).toBe('FR83404833048');
  });
  it('puts XX in place of the key unless the input is exactly 9 digits', () => {
    expect(frenchVatNumberOf('40483304')).toBe('FRXX40483304');
    expect(frenchVatNumberOf('4048330480')).toBe('FRXX4048330480');
    expect(frenchVatNumberOf('40483304A')).toBe('FRXX40483304A');
    expect(frenchVatNumberOf('')).toBe('FRXX');
  });
});

describe('sirenOf', () => {
  it('takes the first 9 digits of a SIRET', () => {
    expect(sirenOf('40483304800022')).toBe('404833048');
    expect(sirenOf('404 833 048 00022')).toBe('404833048');
  });
  it('gives what there is of a partly typed SIRET', () => {
    expect(sirenOf('40483')).toBe('40483');
    expect(sirenOf('')).toBe('');
  });
});

describe('formatSiren', () => {
  it('groups the digits by 3', () => {
    expect(formatSiren('123456789')).toBe('123 456 789');
    expect(formatSiren('12345')).toBe('123 45');
    expect(formatSiren('')).toBe('');
  });
  it('shows the SIREN of a SIRET, as the SIRET field helper does', () => {
    expect(formatSiren(sirenOf('40483304800022'))).toBe('404 833 048');
  });
});

describe('formatSiret', () => {
  it('groups the SIREN by 3 and keeps the establishment’s 5 digits together', () => {
    expect(formatSiret('40483304800022')).toBe('404 833 048 00022');
    expect(formatSiret('404 833 048 00022')).toBe('404 833 048 00022');
    expect(formatSiret('4048')).toBe('404 8');
  });
});
