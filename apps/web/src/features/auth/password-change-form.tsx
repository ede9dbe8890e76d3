import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@orbite/domain/constants';
import { IconAlertCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { addToast } from '../../shell/toasts';
import { PasswordField } from '../../ui/password-field';
import { useT } from '../../ui/use-t';
import { authApi } from './auth-api';
import { basicRules as rules, validateWith } from './basic-rules';
import { PasswordStrengthMeter } from './password-strength-meter';
import { useAuthSubmit } from './use-auth-submit';
import { strongPasswordRule } from './use-password-strength';

interface Values {
  oldPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
}
const empty: Values = { oldPassword: '', newPassword: '', newPasswordConfirmation: '' };

/** Old password, new password and its confirmation, all required. */
export function PasswordChangeForm() {
  const t = useT();
  const { register, handleSubmit, setError, formState, getValues, reset, watch } = useForm<Values>({
    defaultValues: empty,
  });
  const newPassword = watch('newPassword');
  const { run, formError } = useAuthSubmit(setError, ['oldPassword', 'newPassword', 'newPasswordConfirmation']);
  const onSubmit = handleSubmit((values) =>
    run(async () => {
      await authApi.changePassword(values);
      reset(empty);
      addToast({ type: 'success', messageId: 'passwordChange.done' });
    }),
  );

  return (
    <Card withBorder radius="lg" p="lg">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {t('passwordChange.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('passwordChange.subtitle')}
          </Text>
        </div>
        {formError ? (
          <Alert color="danger" icon={<IconAlertCircle size={18} />} role="alert">
            {t(formError)}
          </Alert>
        ) : null}
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm" maw={420}>
            <PasswordField
              label={t('field.oldPassword')}
              autoComplete="current-password"
              required
              error={formState.errors.oldPassword?.message}
              {...register('oldPassword', { validate: validateWith(rules.required, t) })}
            />
            <PasswordField
              label={t('field.newPassword')}
              description={t('field.passwordHint', { min: PASSWORD_MIN_LENGTH })}
              autoComplete="new-password"
              required
              error={formState.errors.newPassword?.message}
              {...register('newPassword', { validate: strongPasswordRule(t) })}
            />
            <PasswordStrengthMeter password={newPassword} />
            <PasswordField
              label={t('field.passwordConfirmation')}
              autoComplete="new-password"
              required
              error={formState.errors.newPasswordConfirmation?.message}
              {...register('newPasswordConfirmation', {
                validate: (value) =>
                  value ? value === getValues('newPassword') || t('form.passwordMismatch') : t('form.required'),
              })}
            />
            <Button type="submit" loading={formState.isSubmitting} w="fit-content">
              {t('passwordChange.submit')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
