import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormCard } from '../../ui/form-card';
import { useT } from '../../ui/use-t';
import { authApi } from './auth-api';
import { basicRules as rules, validateWith } from './basic-rules';
import { useAuthSubmit } from './use-auth-submit';

/** Asks for a reset link; the answer never says whether the address has an account. */
export function PasswordLostForm() {
  const t = useT();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const { run, formError } = useAuthSubmit(setError, ['email']);
  const onSubmit = handleSubmit((values) =>
    run(async () => {
      await authApi.requestPasswordReset({ email: values.email.trim() });
      setSentTo(values.email.trim());
    }),
  );

  return (
    <FormCard
      title={t('passwordLost.title')}
      subtitle={t('passwordLost.subtitle')}
      error={formError ? t(formError) : null}
    >
      {sentTo ? (
        <Alert color="success" icon={<IconMailCheck size={18} />} role="status" title={t('passwordLost.sentTitle')}>
          {t('passwordLost.sent', { email: sentTo })}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('field.email')}
              type="email"
              autoComplete="email"
              required
              error={formState.errors.email?.message}
              {...register('email', { validate: validateWith(rules.email, t) })}
            />
            <Button type="submit" loading={formState.isSubmitting} fullWidth>
              {t('passwordLost.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/freelancer/signin">
          {t('passwordLost.back')}
        </Anchor>
      </Text>
    </FormCard>
  );
}
