import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { ErrorCode } from '@orbite/domain/errors';
import { type CorporateRole, defaultCorporatePermissions } from '@orbite/domain/roles';
import { isValidEmail } from '@orbite/domain/validators';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorMessageId } from '../../i18n/errors';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { CrewFlagSwitches } from './crew-flags';
import { type CrewFlags, orThrow, refusalOf, useInviteCorporate } from './crew-operations';

interface Values {
  email: string;
  firstName: string;
  lastName: string;
  role: CorporateRole;
  permissions: CrewFlags;
}

const initial = (): Values => ({
  email: '',
  firstName: '',
  lastName: '',
  role: 'manager',
  permissions: defaultCorporatePermissions('manager'),
});

/** "Inviter un collègue": e-mail, name, role and flags; the server mails the link. */
export function InviteModal({
  opened,
  onClose,
  canInviteAdmins,
}: {
  opened: boolean;
  onClose: () => void;
  canInviteAdmins: boolean;
}) {
  const t = useT();
  const [invite, { loading }] = useInviteCorporate();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setValue, setError, reset, formState } = useForm<Values>({
    defaultValues: initial(),
  });
  const close = () => {
    reset(initial());
    setFormError(null);
    onClose();
  };
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await orThrow(
        invite({
          variables: {
            input: {
              email: values.email.trim(),
              firstName: values.firstName.trim() || null,
              lastName: values.lastName.trim() || null,
              role: values.role,
              permissions: values.permissions,
            },
          },
        }),
      );
      addToast({ type: 'success', messageId: 'crew.invite.sent', values: { email: values.email.trim() } });
      close();
    } catch (error) {
      const { code, field } = refusalOf(error);
      if (field === 'email' || code === ErrorCode.emailAlreadyUsed || code === ErrorCode.invalidEmail)
        setError('email', { type: 'server', message: t(errorMessageId(code, 'email')) }, { shouldFocus: true });
      else setFormError(code === -1 ? 'error.network' : errorMessageId(code));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={t('crew.invite.title')} size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('crew.invite.intro')}
          </Text>
          {formError && <Alert color="red">{t(formError)}</Alert>}
          <TextInput
            label={t('crew.invite.email')}
            type="email"
            required
            data-autofocus
            error={formState.errors.email?.message}
            {...register('email', {
              validate: (value) =>
                value.trim() === ''
                  ? t('crew.invite.emailRequired')
                  : isValidEmail(value.trim().toLowerCase()) || t('error.550'),
            })}
          />
          <Group grow align="flex-start">
            <TextInput label={t('crew.invite.firstName')} {...register('firstName')} />
            <TextInput label={t('crew.invite.lastName')} {...register('lastName')} />
          </Group>
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('crew.invite.role')}
                </Text>
                <SegmentedControl
                  value={field.value}
                  onChange={(role) => {
                    field.onChange(role);
                    setValue('permissions', defaultCorporatePermissions(role as CorporateRole));
                  }}
                  data={[
                    { value: 'manager', label: t('crew.role.manager') },
                    { value: 'admin', label: t('crew.role.admin'), disabled: !canInviteAdmins },
                  ]}
                />
              </Stack>
            )}
          />
          <Controller
            control={control}
            name="permissions"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('crew.invite.flags')}
                </Text>
                <CrewFlagSwitches
                  value={field.value}
                  onChange={(flag, on) => field.onChange({ ...field.value, [flag]: on })}
                />
              </Stack>
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('crew.cancel')}
            </Button>
            <Button type="submit" loading={loading}>
              {t('crew.invite.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
