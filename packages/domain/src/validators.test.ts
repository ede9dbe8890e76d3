import { describe, expect, it } from 'vitest';
import {
  decimalsOf,
  FREELANCE_SKILL_DURATION_YEARS,
  formatPhone,
  freelanceSkillDurationOptions,
  hasMaxLength,
  hasMinLength,
  isBetween,
  isDecimal,
  isEmpty,
  isInteger,
  isMissionSkillDuration,
  isNumeric,
  isValidBic,
  isValidDays,
  isValidEmail,
  isValidIban,
  isValidLinkedInUrl,
  isValidMaxWeeksAfterStart,
  isValidMissionDuration,
  isValidPassword,
  isValidPercentage,
  isValidPhone,
  isValidRetribution,
  isValidSiret,
  isValidSkillDuration,
  isValidSocialCapital,
  isValidTjm,
  isValidTjmDecimal,
  isValidUrl,
  isValidVatNumber,
  isValidWorkedDays,
  isValidWorkingTime,
  isValidZipCode,
  MAX_WEEKS_AFTER_START,
  MISSION_DURATION_DAYS,
  missionSkillDurations,
  normalizeBic,
  normalizeIban,
  normalizeSiret,
  PERCENTAGE,
  parseNumber,
  RETRIBUTION,
  TJM,
  toInternationalPhone,
  WORKING_TIME_DAYS,
} from './validators';

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(isValidEmail('claire.martin@exemple.fr')).toBe(true);
    expect(isValidEmail('  a@b.co ')).toBe(true);
  });
  it('refuses malformed ones', () => {
    for (const bad of ['', 'claire', 'claire@', '@exemple.fr', 'a b@c.fr', 'a@b', `${'a'.repeat(250)}@b.fr`]) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });
});

describe('isValidPassword', () => {
  it('needs at least 6 characters', () => {
    expect(isValidPassword('12345')).toBe(false);
    expect(isValidPassword('123456')).toBe(true);
  });
});

describe('formatPhone', () => {
  it('writes a French number the French way, another one internationally, and leaves the unknown as stored', () => {
    expect(formatPhone('+33612000004')).toBe('06 12 00 00 04');
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhone('12ab')).toBe('12ab');
  });
});

describe('toInternationalPhone', () => {
  it('stores French numbers in international form', () => {
    expect(toInternationalPhone('06 12 34 56 78')).toBe('+33612345678');
    expect(toInternationalPhone('+33 6 12 34 56 78')).toBe('+33612345678');
  });
  it('refuses invalid numbers and empty input', () => {
    expect(toInternationalPhone('06 12')).toBeNull();
    expect(toInternationalPhone('')).toBeNull();
  });
  it('reads a number of another country with its calling code', () => {
    expect(toInternationalPhone('+32 470 12 34 56')).toBe('+32470123456');
  });
});

describe('generic helpers', () => {
  it('reads numbers typed with a dot or a French comma', () => {
    expect(parseNumber('450')).toBe(450);
    expect(parseNumber(' 450,5 ')).toBe(450.5);
    expect(parseNumber('-2.25')).toBe(-2.25);
    for (const bad of ['', ' ', '4 50', '1e3', 'abc', '1.', null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(parseNumber(bad)).toBeNull();
    }
  });
  it('tells empty values', () => {
    expect([null, undefined, '', '  '].every(isEmpty)).toBe(true);
    expect([0, '0', 'a'].some(isEmpty)).toBe(false);
  });
  it('numeric is digits only; integer and decimal allow a sign', () => {
    expect(isNumeric('0')).toBe(true);
    expect(isNumeric(12)).toBe(true);
    expect(isNumeric('-1')).toBe(false);
    expect(isNumeric('1.5')).toBe(false);
    expect(isInteger('-3')).toBe(true);
    expect(isInteger('3,5')).toBe(false);
    expect(isDecimal('3,5')).toBe(true);
    expect(isDecimal('3,5,1')).toBe(false);
  });
  it('between includes both bounds', () => {
    expect(isBetween(0.99, 1, 2)).toBe(false);
    expect(isBetween(1, 1, 2)).toBe(true);
    expect(isBetween('2', 1, 2)).toBe(true);
    expect(isBetween(2.01, 1, 2)).toBe(false);
    expect(isBetween(null, 1, 2)).toBe(false);
  });
  it('minLength and maxLength count characters, not bytes, and items of lists', () => {
    expect(hasMinLength('ab', 3)).toBe(false);
    expect(hasMinLength('abc', 3)).toBe(true);
    expect(hasMinLength('é👍c', 3)).toBe(true);
    expect(hasMinLength(null, 0)).toBe(false);
    expect(hasMaxLength('abc', 3)).toBe(true);
    expect(hasMaxLength('abcd', 3)).toBe(false);
    expect(hasMaxLength('👍👍👍', 3)).toBe(true);
    expect(hasMaxLength(null, 3)).toBe(true);
    expect(hasMaxLength([1, 2, 3], 2)).toBe(false);
    expect(hasMinLength([1, 2], 2)).toBe(true);
  });
  it('counts decimals as written', () => {
    expect(decimalsOf(1)).toBe(0);
    expect(decimalsOf(1.25)).toBe(2);
    expect(decimalsOf('1,250')).toBe(3);
    expect(decimalsOf(1e-7)).toBe(7);
    expect(decimalsOf(1e21)).toBe(0);
  });
});

describe('isValidPhone', () => {
  it('allows empty', () => {
    expect(isValidPhone('')).toBe(true);
    expect(isValidPhone(null)).toBe(true);
  });
  it('checks a French number by default, one digit short or long fails', () => {
    expect(isValidPhone('06 12 34 56 78')).toBe(true);
    expect(isValidPhone('06 12 34 56 7')).toBe(false);
    expect(isValidPhone('06 12 34 56 789')).toBe(false);
  });
  it('checks a number of another country given its calling code or country', () => {
    expect(isValidPhone('+32 470 12 34 56')).toBe(true);
    expect(isValidPhone('0470 12 34 56', 'BE')).toBe(true);
  });
});

describe('numeric bounds', () => {
  it('exports the bounds that the web shows', () => {
    expect(RETRIBUTION).toEqual({ min: 200, max: 2500 });
    expect(TJM).toEqual({ min: 0, max: 2500 });
    expect(MISSION_DURATION_DAYS).toEqual({ min: 1, max: 720 });
    expect(MAX_WEEKS_AFTER_START).toEqual({ min: 0, max: 16 });
    expect(WORKING_TIME_DAYS).toEqual({ min: 1, max: 5 });
    expect(PERCENTAGE).toEqual({ min: 0, max: 100 });
  });
  it('retribution: 200 to 2500', () => {
    expect(isValidRetribution(199.99)).toBe(false);
    expect(isValidRetribution(200)).toBe(true);
    expect(isValidRetribution('2500')).toBe(true);
    expect(isValidRetribution(2500.01)).toBe(false);
    expect(isValidRetribution('')).toBe(false);
  });
  it('tjm: digits from 0 to 2500', () => {
    expect(isValidTjm(-1)).toBe(false);
    expect(isValidTjm(0)).toBe(true);
    expect(isValidTjm('2500')).toBe(true);
    expect(isValidTjm(2501)).toBe(false);
    expect(isValidTjm('450.5')).toBe(false);
    expect(isValidTjm(null)).toBe(false);
  });
  it('tjm, decimal variant: any number from 0 to 2500', () => {
    expect(isValidTjmDecimal(-0.01)).toBe(false);
    expect(isValidTjmDecimal(0)).toBe(true);
    expect(isValidTjmDecimal('450,5')).toBe(true);
    expect(isValidTjmDecimal(2500)).toBe(true);
    expect(isValidTjmDecimal(2500.01)).toBe(false);
  });
  it('mission duration: whole days from 1 to 720', () => {
    expect(isValidMissionDuration(0)).toBe(false);
    expect(isValidMissionDuration(1)).toBe(true);
    expect(isValidMissionDuration('720')).toBe(true);
    expect(isValidMissionDuration(721)).toBe(false);
    expect(isValidMissionDuration(10.5)).toBe(false);
  });
  it('max weeks after start: whole weeks from 0 to 16', () => {
    expect(isValidMaxWeeksAfterStart(-1)).toBe(false);
    expect(isValidMaxWeeksAfterStart(0)).toBe(true);
    expect(isValidMaxWeeksAfterStart(16)).toBe(true);
    expect(isValidMaxWeeksAfterStart(17)).toBe(false);
  });
  it('working time: 1 to 5 days', () => {
    expect(isValidWorkingTime(0)).toBe(false);
    expect(isValidWorkingTime(1)).toBe(true);
    expect(isValidWorkingTime(5)).toBe(true);
    expect(isValidWorkingTime(6)).toBe(false);
    expect(isValidWorkingTime(2.5)).toBe(false);
  });
  it('percentage: 0 to 100, decimals allowed', () => {
    expect(isValidPercentage(-0.1)).toBe(false);
    expect(isValidPercentage(0)).toBe(true);
    expect(isValidPercentage('33,33')).toBe(true);
    expect(isValidPercentage(100)).toBe(true);
    expect(isValidPercentage(100.1)).toBe(false);
  });
});

describe('bank details', () => {
  it('IBAN: empty allowed, valid once spaces and dashes are removed', () => {
    expect(isValidIban('')).toBe(true);
    expect(isValidIban(null)).toBe(true);
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(isValidIban('FR76-3000-6000-0112-3456-7890-189')).toBe(true);
    expect(isValidIban('fr7630006000011234567890189')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
  });
  it('IBAN: a wrong check digit or a missing character fails', () => {
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 188')).toBe(false);
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 18')).toBe(false);
    expect(isValidIban('FR76.3000.6000.0112.3456.7890.189')).toBe(false);
    expect(normalizeIban(' fr76 3000-6000 ')).toBe('FR7630006000');
  });
  it('BIC: empty allowed, 8 or 11 characters once spaces are removed', () => {
    expect(isValidBic('')).toBe(true);
    expect(isValidBic('BNPAFRPP')).toBe(true);
    expect(isValidBic('BNPA FR PP XXX')).toBe(true);
    expect(isValidBic('bnpafrpp')).toBe(true);
    expect(isValidBic('BNPAFRP')).toBe(false);
    expect(isValidBic('BNPAFRPPX')).toBe(false);
    expect(isValidBic('BNPAFRPPXXXX')).toBe(false);
    expect(isValidBic('BNPA-FRPP')).toBe(false);
    expect(normalizeBic(' bnpa frpp ')).toBe('BNPAFRPP');
  });
});

describe('legal identity', () => {
  it('SIRET: exactly 14 digits once spaces are removed', () => {
    expect(isValidSiret('404 833 048 00022')).toBe(true);
    expect(isValidSiret('4048330480002')).toBe(false);
    expect(isValidSiret('404833048000221')).toBe(false);
    expect(isValidSiret('4048330480002A')).toBe(false);
    expect(isValidSiret('')).toBe(false);
    expect(normalizeSiret(' 404 833 048 00022 ')).toBe('40483304800022');
  });
  it('VAT: a French number has exactly 13 characters ignoring spaces', () => {
    expect(isValidVatNumber('FR 83 404833048')).toBe(true);
    expect(isValidVatNumber('FR8340483304')).toBe(false);
    expect(isValidVatNumber('FR834048330480')).toBe(false);
    expect(isValidVatNumber('fr8340483304')).toBe(false);
  });
  it('VAT: other countries are not constrained, empty is not a number', () => {
    expect(isValidVatNumber('BE0123456789')).toBe(true);
    expect(isValidVatNumber('DE123456789')).toBe(true);
    expect(isValidVatNumber(' ')).toBe(false);
  });
  it('zip code: exactly 5 digits', () => {
    expect(isValidZipCode('75001')).toBe(true);
    expect(isValidZipCode('01000')).toBe(true);
    expect(isValidZipCode('7500')).toBe(false);
    expect(isValidZipCode('750011')).toBe(false);
    expect(isValidZipCode('7500A')).toBe(false);
    expect(isValidZipCode(75001)).toBe(false);
  });
  it('social capital: 0 or a positive number of at most 2 decimals', () => {
    expect(isValidSocialCapital(0)).toBe(true);
    expect(isValidSocialCapital('0')).toBe(true);
    expect(isValidSocialCapital(-0.01)).toBe(false);
    expect(isValidSocialCapital(0.01)).toBe(true);
    expect(isValidSocialCapital('1000,50')).toBe(true);
    expect(isValidSocialCapital(1000.505)).toBe(false);
    expect(isValidSocialCapital('')).toBe(false);
  });
});

describe('days', () => {
  it('days: a multiple of 0.5', () => {
    expect(isValidDays(0)).toBe(true);
    expect(isValidDays(0.5)).toBe(true);
    expect(isValidDays('1,5')).toBe(true);
    expect(isValidDays(0.25)).toBe(false);
    expect(isValidDays(1.4)).toBe(false);
    expect(isValidDays(null)).toBe(false);
  });
  it('worked days: fewer than 3 decimals', () => {
    expect(isValidWorkedDays(1)).toBe(true);
    expect(isValidWorkedDays(1.25)).toBe(true);
    expect(isValidWorkedDays('1,25')).toBe(true);
    expect(isValidWorkedDays(1.255)).toBe(false);
    expect(isValidWorkedDays('1.250')).toBe(false);
    expect(isValidWorkedDays('')).toBe(false);
  });
});

describe('URLs', () => {
  it('generic URL: http or https with a domain', () => {
    expect(isValidUrl('https://exemple.fr')).toBe(true);
    expect(isValidUrl('http://github.com/claire?tab=repos')).toBe(true);
    expect(isValidUrl('ftp://exemple.fr')).toBe(false);
    expect(isValidUrl('exemple.fr')).toBe(false);
    expect(isValidUrl('https://exemple')).toBe(false);
    expect(isValidUrl('https://exe mple.fr')).toBe(false);
    expect(isValidUrl('')).toBe(false);
  });
  it('LinkedIn: empty allowed', () => {
    expect(isValidLinkedInUrl('')).toBe(true);
    expect(isValidLinkedInUrl(null)).toBe(true);
  });
  it('LinkedIn: a profile path in, pub or comm/in with an identifier', () => {
    for (const url of [
      'https://www.linkedin.com/in/claire-martin-123',
      'https://linkedin.com/in/claire/',
      'http://fr.linkedin.com/in/claire?originalSubdomain=fr',
      'https://www.linkedin.com/pub/claire-martin/12/345/678',
      'https://www.linkedin.com/comm/in/claire',
      'HTTPS://WWW.LINKEDIN.COM/IN/CLAIRE',
    ]) {
      expect(isValidLinkedInUrl(url), url).toBe(true);
    }
  });
  it('LinkedIn: no identifier, another path, host or scheme fails', () => {
    for (const url of [
      'https://www.linkedin.com/in/',
      'https://www.linkedin.com/in',
      'https://www.linkedin.com/company/orbite',
      'https://www.linkedin.com/comm/claire',
      'https://www.linkedin.fr/in/claire',
      'https://evil.com/linkedin.com/in/claire',
      'https://www.notlinkedin.com/in/claire',
      'ftp://www.linkedin.com/in/claire',
      'www.linkedin.com/in/claire',
    ]) {
      expect(isValidLinkedInUrl(url), url).toBe(false);
    }
  });
});

describe('skill durations', () => {
  it('freelancer skill: empty or 1 to 25 whole years', () => {
    expect(isValidSkillDuration(null)).toBe(true);
    expect(isValidSkillDuration('')).toBe(true);
    expect(isValidSkillDuration(0)).toBe(false);
    expect(isValidSkillDuration(1)).toBe(true);
    expect(isValidSkillDuration('25')).toBe(true);
    expect(isValidSkillDuration(26)).toBe(false);
    expect(isValidSkillDuration(2.5)).toBe(false);
    expect(freelanceSkillDurationOptions).toHaveLength(25);
    expect(freelanceSkillDurationOptions[0]).toBe(1);
    expect(freelanceSkillDurationOptions.at(-1)).toBe(25);
    expect(FREELANCE_SKILL_DURATION_YEARS).toEqual({ min: 1, max: 25 });
  });
  it('mission skill: one of 1, 2, 3, 4, 5, 7, 10, 15', () => {
    expect(missionSkillDurations).toEqual([1, 2, 3, 4, 5, 7, 10, 15]);
    expect(isMissionSkillDuration(0)).toBe(false);
    expect(isMissionSkillDuration(1)).toBe(true);
    expect(isMissionSkillDuration(6)).toBe(false);
    expect(isMissionSkillDuration('15')).toBe(true);
    expect(isMissionSkillDuration(16)).toBe(false);
    expect(isMissionSkillDuration(null)).toBe(false);
  });
});
