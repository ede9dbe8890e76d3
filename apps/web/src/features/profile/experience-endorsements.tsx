import {
  ActionIcon,
  Badge,
  Blockquote,
  Button,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { referentRules } from '@orbite/domain/endorsements';
import { IconMessageCircleCheck, IconQuote, IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import {
  type ExperienceEndorsement,
  type ReferentValues,
  useRemoveExperienceEndorsement,
  useRequestExperienceEndorsement,
} from './endorsement-operations';
import { reportMutationErrors } from './mutation-errors';

const referentName = (e: ExperienceEndorsement) => `${e.referentFirstName} ${e.referentLastName}`;

/** The endorsed recommendations of an experience, as quotes: the profile's pages, for anyone. */
export function EndorsementQuotes({ endorsements }: { endorsements: readonly ExperienceEndorsement[] }) {
  const t = useT();
  const endorsed = endorsements.filter((e) => e.status === 'endorsed');
  if (endorsed.length === 0) return null;
  return (
    <Stack gap={6} mt={8}>
      {endorsed.map((e) => (
        <Blockquote
          key={e.id}
          color="teal"
          icon={<IconQuote size={16} />}
          iconSize={28}
          p="sm"
          radius="md"
          cite={`— ${referentName(e)}${e.referentJobTitle ? `, ${e.referentJobTitle}` : ''}`}
        >
          <Text size="sm">{e.comment ?? t('endorsements.confirmedWithoutWords')}</Text>
        </Blockquote>
      ))}
    </Stack>
  );
}

/** The freelancer's own view of an experience's recommendations: quotes, requests waiting, asking one more. */
export function ExperienceEndorsements({
  experience,
}: {
  experience: { id: string; title: string; endorsements: readonly ExperienceEndorsement[] };
}) {
  const t = useT();
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const [remove, { loading: removing }] = useRemoveExperienceEndorsement();
  const others = experience.endorsements.filter((e) => e.status !== 'endorsed');
  const day = (at: string) => intl.formatDate(at, { day: 'numeric', month: 'long' });

  const confirmRemove = (e: ExperienceEndorsement) =>
    modals.openConfirmModal({
      title: t(e.status === 'endorsed' ? 'endorsements.removeTitle' : 'endorsements.withdrawTitle'),
      children: <Text size="sm">{t('endorsements.removeText', { name: referentName(e) })}</Text>,
      labels: { confirm: t('profile.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'danger' },
      onConfirm: async () => {
        const { error } = await remove({ variables: { id: e.id } });
        if (!reportMutationErrors(error)) addToast({ type: 'success', messageId: 'endorsements.removed' });
      },
    });

  return (
    <Stack gap={6} mt={8}>
      {experience.endorsements
        .filter((e) => e.status === 'endorsed')
        .map((e) => (
          <Group key={e.id} align="flex-start" wrap="nowrap" gap="xs">
            <div style={{ flex: 1, minWidth: 0 }}>
              <EndorsementQuotes endorsements={[e]} />
            </div>
            <RemoveButton
              label={t('endorsements.removeOne', { name: referentName(e) })}
              onClick={() => confirmRemove(e)}
              disabled={removing}
            />
          </Group>
        ))}
      {others.map((e) => (
        <Group key={e.id} gap="xs" wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="wrap">
            <Badge size="sm" variant="light" color={e.status === 'requested' ? 'blue' : 'gray'} tt="none">
              {t(`endorsements.status.${e.status}`)}
            </Badge>
            <Text size="sm">
              {t(e.status === 'requested' ? 'endorsements.waiting' : 'endorsements.declined', {
                name: referentName(e),
                email: e.referentEmail ?? '',
                day: day(e.answeredAt ?? e.requestedAt),
              })}
            </Text>
          </Group>
          <RemoveButton
            label={t(e.status === 'requested' ? 'endorsements.withdrawOne' : 'endorsements.removeOne', {
              name: referentName(e),
            })}
            onClick={() => confirmRemove(e)}
            disabled={removing}
          />
        </Group>
      ))}
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          // Two lines rather than a cut label in a phone's narrow timeline.
          h="auto"
          mih={26}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
          leftSection={<IconMessageCircleCheck size={16} />}
          onClick={() => setAsking(true)}
          aria-label={t('endorsements.askFor', { title: experience.title })}
        >
          {t('endorsements.ask')}
        </Button>
      </Group>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('endorsements.askTitle')} size="lg">
        {asking ? <ReferentForm experience={experience} onDone={() => setAsking(false)} /> : null}
      </Modal>
    </Stack>
  );
}

function RemoveButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled: boolean }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="danger" aria-label={label} onClick={onClick} disabled={disabled}>
        <IconTrash size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

function ReferentForm({ experience, onDone }: { experience: { id: string; title: string }; onDone: () => void }) {
  const t = useT();
  const { register, handleSubmit, formState, setError } = useForm<ReferentValues>({
    defaultValues: { firstName: '', lastName: '', email: '', jobTitle: '' },
  });
  const [request] = useRequestExperienceEndorsement();
  const rule = (field: keyof ReferentValues) => (value: string | null) => referentRules[field](value ?? '') ?? true;

  const onSubmit = handleSubmit(async (values) => {
    const input = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      jobTitle: values.jobTitle?.trim() || null,
    };
    const { error } = await request({ variables: { experienceId: experience.id, input } });
    const failed = reportMutationErrors(error, (field, message) => {
      if (!(field in values)) return false;
      setError(field as Path<ReferentValues>, { type: 'server', message }, { shouldFocus: true });
      return true;
    });
    if (failed) return;
    addToast({ type: 'success', messageId: 'endorsements.sent', values: { name: input.firstName } });
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('endorsements.askHelp', { title: experience.title })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('endorsements.field.firstName')}
            required
            data-autofocus
            autoComplete="off"
            error={formState.errors.firstName?.message}
            {...register('firstName', { validate: rule('firstName') })}
          />
          <TextInput
            label={t('endorsements.field.lastName')}
            required
            autoComplete="off"
            error={formState.errors.lastName?.message}
            {...register('lastName', { validate: rule('lastName') })}
          />
          <TextInput
            label={t('endorsements.field.email')}
            type="email"
            required
            autoComplete="off"
            error={formState.errors.email?.message}
            {...register('email', { validate: rule('email') })}
          />
          <TextInput
            label={t('endorsements.field.jobTitle')}
            placeholder={t('endorsements.field.jobTitlePlaceholder')}
            autoComplete="off"
            error={formState.errors.jobTitle?.message}
            {...register('jobTitle', { validate: rule('jobTitle') })}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={formState.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting} leftSection={<IconSend size={16} />}>
            {t('endorsements.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
