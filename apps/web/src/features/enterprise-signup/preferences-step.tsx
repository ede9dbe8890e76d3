import { Chip, Group, Stack, Text } from '@mantine/core';
import { type EnterpriseSignupPreferences, enterpriseSignupPreferenceOptions } from '@orbite/domain/enterprise-signup';
import { useT } from '../../ui/use-t';

const questions = Object.keys(enterpriseSignupPreferenceOptions) as (keyof EnterpriseSignupPreferences)[];

/** Step 1: what the company looks for, one answer per question (each optional). */
export function PreferencesStep({
  value,
  onChange,
}: {
  value: EnterpriseSignupPreferences;
  onChange: (value: EnterpriseSignupPreferences) => void;
}) {
  const t = useT();
  return (
    <Stack gap="lg">
      <Text c="dimmed" size="sm">
        {t('enterpriseSignup.preferences.intro')}
      </Text>
      {questions.map((question) => (
        <Stack key={question} gap={6} role="radiogroup" aria-labelledby={`pref-${question}`}>
          <Text fw={600} size="sm" id={`pref-${question}`}>
            {t(`enterpriseSignup.preferences.${question}`)}
          </Text>
          <Chip.Group
            multiple={false}
            value={value[question] ?? ''}
            onChange={(answer) => onChange({ ...value, [question]: answer || null })}
          >
            <Group gap="xs">
              {enterpriseSignupPreferenceOptions[question].map((option) => (
                <Chip key={option} value={option} variant="outline">
                  {t(`enterpriseSignup.preferences.${question}.${option}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
      ))}
    </Stack>
  );
}
