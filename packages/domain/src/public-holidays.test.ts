import { describe, expect, it } from 'vitest';
import { easterSunday, frenchPublicHolidays, isFrenchPublicHoliday, isWeekend, isWorkingDay } from './public-holidays';

describe('easterSunday', () => {
  it('matches the published dates, including the earliest and latest possible', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2019)).toBe('2019-04-21');
    expect(easterSunday(2008)).toBe('2008-03-23');
    expect(easterSunday(2038)).toBe('2038-04-25');
    expect(easterSunday(2285)).toBe('2285-03-22');
  });
});

describe('frenchPublicHolidays', () => {
  it('gives the 11 holidays of 2026 in date order', () => {
    expect(frenchPublicHolidays(2026).map((h) => `${h.day} ${h.name}`)).toEqual([
      '2026-01-01 newYear',
      '2026-04-06 easterMonday',
      '2026-05-01 labourDay',
      '2026-05-08 victoryInEurope',
      '2026-05-14 ascension',
      '2026-05-25 whitMonday',
      '2026-07-14 bastilleDay',
      '2026-08-15 assumption',
      '2026-11-01 allSaints',
      '2026-11-11 armistice',
      '2026-12-25 christmas',
    ]);
  });

  it('moves the Easter holidays with Easter', () => {
    const of = (year: number) =>
      frenchPublicHolidays(year)
        .filter((h) => ['easterMonday', 'ascension', 'whitMonday'].includes(h.name))
        .map((h) => h.day);
    expect(of(2024)).toEqual(['2024-04-01', '2024-05-09', '2024-05-20']);
    expect(of(2025)).toEqual(['2025-04-21', '2025-05-29', '2025-06-09']);
    // Ascension fell on Labour Day in 2008.
    expect(of(2008)).toEqual(['2008-03-24', '2008-05-01', '2008-05-12']);
    expect(frenchPublicHolidays(2008)).toHaveLength(11);
  });
});

describe('working days', () => {
  it('leaves out weekends and holidays', () => {
    expect(isWeekend('2026-02-07')).toBe(true); // Saturday
    expect(isWeekend('2026-02-08')).toBe(true); // Sunday
    expect(isWeekend('2026-02-09')).toBe(false);
    expect(isFrenchPublicHoliday('2026-05-25')).toBe(true);
    expect(isFrenchPublicHoliday('2026-12-26')).toBe(false);
    expect(isFrenchPublicHoliday('2026-04-03')).toBe(false); // Good Friday: Alsace-Moselle only
    expect(isWorkingDay('2026-05-25')).toBe(false);
    expect(isWorkingDay('2026-05-26')).toBe(true);
    expect(isWorkingDay('2026-02-07')).toBe(false);
  });
});
