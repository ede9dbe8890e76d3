import { Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { type Locale, useLocale } from '../../app/locale';
import { FormStateChip, useFormState } from '../../ui/form-state-chip';
import { useT } from '../../ui/use-t';

/** The interface language: switched at once, saved on the account (the header switch does the same). */
export function LanguageCard() {
  const t = useT();
  const { locale, setLocale } = useLocale();
  const { state, run } = useFormState();
  return (
    <Card withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" preventGrowOverflow={false}>
          <div>
            <Title order={2} size="h4">
              {t('settings.language.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('settings.language.subtitle')}
            </Text>
          </div>
          <FormStateChip
            state={state}
            labels={{
              submitting: t('settings.chip.submitting'),
              success: t('settings.chip.success'),
              error: t('settings.chip.error'),
            }}
          />
        </Group>
        <SegmentedControl
          w="fit-content"
          aria-label={t('settings.language.title')}
          value={locale}
          onChange={(value) => void run(() => setLocale(value as Locale))}
          data={[
            { value: 'fr-FR', label: t('settings.language.fr') },
            { value: 'en', label: t('settings.language.en') },
          ]}
        />
      </Stack>
    </Card>
  );
}
