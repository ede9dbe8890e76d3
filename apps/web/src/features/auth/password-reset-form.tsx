import { Button, Stack, TextInput } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@orbite/domain/constants';
import { useForm } from 'react-hook-form';
import { FormCard } from '../../ui/form-card';
import { PasswordField } from '../../ui/password-field';
import { useT } from '../../ui/use-t';
import { authApi } from './auth-api';
import { PasswordStrengthMeter } from './password-strength-meter';
import { useAuthSubmit, useSignedIn } from './use-auth-submit';
import { strongPasswordRule } from './use-password-strength';

interface Values {
  password: string;
  passwordConfirmation: string;
}

/** Chooses a new password from the mailed link; success signs the user in. */
export function PasswordResetForm({ token, email }: { token: string; email: string | null }) {
  const t = useT();
  const signedIn = useSignedIn();
  const { register, handleSubmit, setError, formState, getValues, watch } = useForm<Values>({
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const password = watch('password');
  const userInputs = email ? [email] : [];
  const { run, formError } = useAuthSubmit(setError, ['password', 'passwordConfirmation']);
  const onSubmit = handleSubmit((values) =>
    run(async () => signedIn(await authApi.confirmPasswordReset({ token, ...values }))),
  );

  return (
    <FormCard
      title={t('passwordReset.title')}
      subtitle={t('passwordReset.subtitle')}
      error={formError ? t(formError) : null}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {email ? <TextInput label={t('field.email')} value={email} readOnly autoComplete="username" /> : null}
          <PasswordField
            label={t('field.newPassword')}
            description={t('field.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
            error={formState.errors.password?.message}
            {...register('password', { validate: strongPasswordRule(t, () => userInputs) })}
          />
          <PasswordStrengthMeter password={password} userInputs={userInputs} />
          <PasswordField
            label={t('field.passwordConfirmation')}
            autoComplete="new-password"
            required
            error={formState.errors.passwordConfirmation?.message}
            {...register('passwordConfirmation', {
              validate: (value) => value === getValues('password') || t('form.passwordMismatch'),
            })}
          />
          <Button type="submit" loading={formState.isSubmitting} fullWidth>
            {t('passwordReset.submit')}
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}
