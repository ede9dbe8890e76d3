import { yearsToMonths } from '@orbite/domain/skills';
import { freelanceSkillDurationOptions } from '@orbite/domain/validators';

type T = (id: string, values?: Record<string, string | number>) => string;

/** A skill's duration as the screen shows it: in months (stored in years). */
export function durationLabel(t: T, years: number | null | undefined): string {
  const months = yearsToMonths(years);
  return months === null ? t('skills.duration.none') : t('skills.duration.months', { months });
}

/** The duration select: empty, or 1 to 25 years, each shown with its months. */
export function durationOptions(t: T) {
  return [
    { value: '', label: t('skills.duration.none') },
    ...freelanceSkillDurationOptions.map((years) => ({
      value: String(years),
      label: t('skills.duration.option', { years, months: yearsToMonths(years) ?? 0 }),
    })),
  ];
}
