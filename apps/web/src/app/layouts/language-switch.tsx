import { SegmentedControl } from '@mantine/core';
import { useT } from '../../ui/use-t';
import { type Locale, useLocale } from '../locale';

export function LanguageSwitch() {
  const { locale, setLocale } = useLocale();
  const t = useT();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      value={locale}
      onChange={(value) => void setLocale(value as Locale)}
      data={[
        { value: 'fr-FR', label: 'FR' },
        { value: 'en', label: 'EN' },
      ]}
    />
  );
}
