import { Button } from '@mantine/core';
import { useT } from '../../ui/use-t';
import { type Locale, useLocale } from '../locale';

const languages: { value: Locale; label: string; name: string }[] = [
  { value: 'fr-FR', label: 'FR', name: 'Français' },
  { value: 'en', label: 'EN', name: 'English' },
];

/**
 * Two toggle buttons rather than a SegmentedControl: the latter measures the page's layout on every
 * resize while the page loads, the slowest piece of every page's first render (issue 9).
 */
export function LanguageSwitch() {
  const { locale, setLocale } = useLocale();
  const t = useT();
  return (
    <Button.Group aria-label={t('language.label')}>
      {languages.map(({ value, label, name }) => (
        <Button
          key={value}
          size="compact-xs"
          variant={locale === value ? 'filled' : 'default'}
          aria-pressed={locale === value}
          lang={value}
          title={name}
          onClick={() => void setLocale(value)}
        >
          {label}
        </Button>
      ))}
    </Button.Group>
  );
}
