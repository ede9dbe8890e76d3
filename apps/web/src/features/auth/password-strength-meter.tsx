import { Progress, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useT } from '../../ui/use-t';
import { usePasswordStrength } from './use-password-strength';

const colors = ['red', 'orange', 'yellow', 'teal', 'green'] as const;
const levels = ['veryWeak', 'weak', 'fair', 'strong', 'veryStrong'] as const;

/** A bar and a word for the strength of the password being typed, with zxcvbn's advice in the user's language. */
export function PasswordStrengthMeter({ password, userInputs = [] }: { password: string; userInputs?: string[] }) {
  const t = useT();
  const intl = useIntl();
  const strength = usePasswordStrength(password, userInputs);
  if (!strength) return null;
  const level = levels[strength.score];
  const advice = [
    strength.warning ? `authSecurity.strength.warning.${strength.warning}` : null,
    ...strength.suggestions.map((key) => `authSecurity.strength.suggestion.${key}`),
  ].filter((id): id is string => id !== null && intl.messages[id] !== undefined);
  return (
    <Stack gap={4} data-testid="password-strength">
      <Progress
        value={(strength.score + 1) * 20}
        color={strength.acceptable ? colors[strength.score] : 'red'}
        size="sm"
        aria-label={t('authSecurity.strength.label')}
        aria-valuetext={t(`authSecurity.strength.level.${level}`)}
      />
      <Text size="xs" c={strength.acceptable ? 'dimmed' : 'red'} aria-live="polite">
        {t('authSecurity.strength.summary', { level: t(`authSecurity.strength.level.${level}`) })}
        {strength.acceptable ? '' : ` ${t('authSecurity.strength.refused')}`}
      </Text>
      {advice.slice(0, 2).map((id) => (
        <Text key={id} size="xs" c="dimmed">
          {t(id)}
        </Text>
      ))}
    </Stack>
  );
}
