import {
  ActionIcon,
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconPlus, IconSchool, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { reportMutationErrors } from './mutation-errors';
import { EmptySection, FormActions, ProfileSection } from './profile-section';
import type { ProfileEducation } from './profile-types';
import { RichTextView } from './rich-text-view';
import {
  useAddFreelanceEducation,
  useDeleteFreelanceEducation,
  useUpdateFreelanceEducation,
} from './sections-operations';

interface Values {
  schoolName: string;
  degree: string;
  topic: string;
  description: string;
  startedIn: number | string;
  graduatedIn: number | string;
}

const year = (value: number | string) => (value === '' ? null : Number(value));

/** Education: most recent first; add and edit in a modal, delete after a confirmation. */
export function EducationsSection({
  freelanceId,
  educations,
}: {
  freelanceId: string;
  educations: ProfileEducation[];
}) {
  const t = useT();
  const [modal, setModal] = useState<{ education: ProfileEducation | null } | null>(null);
  const [remove] = useDeleteFreelanceEducation();
  const sorted = [...educations].sort(
    (a, b) => (b.graduatedIn ?? b.startedIn ?? 0) - (a.graduatedIn ?? a.startedIn ?? 0),
  );

  const confirmDelete = (education: ProfileEducation) =>
    modals.openConfirmModal({
      title: t('profile.educations.deleteTitle'),
      children: <Text size="sm">{t('profile.educations.deleteText', { school: education.schoolName })}</Text>,
      labels: { confirm: t('profile.delete'), cancel: t('common.cancel') },
      confirmProps: { color: 'danger' },
      onConfirm: async () => {
        const { error } = await remove({ variables: { freelanceId, id: education.id } });
        if (!reportMutationErrors(error)) addToast({ type: 'success', messageId: 'profile.educations.deleted' });
      },
    });

  return (
    <ProfileSection
      title={t('profile.educations.title')}
      icon={IconSchool}
      action={
        educations.length > 0 ? (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => setModal({ education: null })}
          >
            {t('profile.educations.add')}
          </Button>
        ) : null
      }
    >
      {educations.length === 0 ? (
        <EmptySection
          text={t('profile.educations.empty')}
          action={t('profile.educations.add')}
          onAction={() => setModal({ education: null })}
        />
      ) : (
        <Stack gap="sm" role="list">
          {sorted.map((education) => (
            <Group key={education.id} justify="space-between" align="flex-start" wrap="nowrap" role="listitem">
              <Stack gap={2}>
                <Text fw={700}>{education.schoolName}</Text>
                {education.degree || education.topic ? (
                  <Text size="sm">{[education.degree, education.topic].filter(Boolean).join(' · ')}</Text>
                ) : null}
                {education.startedIn || education.graduatedIn ? (
                  <Text size="xs" c="dimmed">
                    {[education.startedIn, education.graduatedIn].filter(Boolean).join(' – ')}
                  </Text>
                ) : null}
                {education.description ? <RichTextView html={education.description} /> : null}
              </Stack>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('profile.educations.editOne', { school: education.schoolName })}
                  onClick={() => setModal({ education })}
                >
                  <IconPencil size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="danger"
                  aria-label={t('profile.educations.deleteOne', { school: education.schoolName })}
                  onClick={() => confirmDelete(education)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      <Modal
        opened={modal !== null}
        onClose={() => setModal(null)}
        size="lg"
        title={t(modal?.education ? 'profile.educations.editTitle' : 'profile.educations.addTitle')}
      >
        {modal ? (
          <EducationForm freelanceId={freelanceId} education={modal.education} onDone={() => setModal(null)} />
        ) : null}
      </Modal>
    </ProfileSection>
  );
}

function EducationForm({
  freelanceId,
  education,
  onDone,
}: {
  freelanceId: string;
  education: ProfileEducation | null;
  onDone: () => void;
}) {
  const t = useT();
  const { register, control, handleSubmit, formState, setError } = useForm<Values>({
    defaultValues: {
      schoolName: education?.schoolName ?? '',
      degree: education?.degree ?? '',
      topic: education?.topic ?? '',
      description: education?.description ?? '',
      startedIn: education?.startedIn ?? '',
      graduatedIn: education?.graduatedIn ?? '',
    },
  });
  const [add] = useAddFreelanceEducation();
  const [update] = useUpdateFreelanceEducation();

  const onSubmit = handleSubmit(async (values) => {
    const input = {
      schoolName: values.schoolName.trim(),
      degree: values.degree.trim() || null,
      topic: values.topic.trim() || null,
      description: values.description.trim() || null,
      startedIn: year(values.startedIn),
      graduatedIn: year(values.graduatedIn),
    };
    const { error } = education
      ? await update({ variables: { freelanceId, id: education.id, input } })
      : await add({ variables: { freelanceId, input } });
    const failed = reportMutationErrors(error, (field, message) => {
      if (!(field in values)) return false;
      setError(field as Path<Values>, { type: 'server', message }, { shouldFocus: true });
      return true;
    });
    if (failed) return;
    addToast({ type: 'success', messageId: 'profile.saved' });
    onDone();
  });

  const yearField = (name: 'startedIn' | 'graduatedIn', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          {...field}
          label={label}
          allowDecimal={false}
          allowNegative={false}
          min={1950}
          max={new Date().getFullYear() + 6}
          error={formState.errors[name]?.message}
        />
      )}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('profile.educations.field.school')}
          required
          data-autofocus
          error={formState.errors.schoolName?.message}
          {...register('schoolName', { validate: (value) => value.trim() !== '' || t('form.required') })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('profile.educations.field.degree')}
            error={formState.errors.degree?.message}
            {...register('degree')}
          />
          <TextInput
            label={t('profile.educations.field.topic')}
            error={formState.errors.topic?.message}
            {...register('topic')}
          />
          {yearField('startedIn', t('profile.educations.field.startedIn'))}
          {yearField('graduatedIn', t('profile.educations.field.graduatedIn'))}
        </SimpleGrid>
        <Textarea
          label={t('profile.educations.field.description')}
          autosize
          minRows={3}
          error={formState.errors.description?.message}
          {...register('description')}
        />
        <FormActions submitting={formState.isSubmitting} onCancel={onDone} />
      </Stack>
    </form>
  );
}
