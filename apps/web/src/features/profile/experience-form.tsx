import { Badge, CloseButton, Group, Modal, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { experienceTypes } from '@orbite/domain/enums';
import { Controller, type Path, useForm } from 'react-hook-form';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { reportMutationErrors } from './mutation-errors';
import { FormActions } from './profile-section';
import type { ProfileExperience } from './profile-types';
import { RichTextEditor } from './rich-text-editor';
import { type ExperienceInput, useAddFreelanceExperience, useUpdateFreelanceExperience } from './sections-operations';
import { SkillSearch } from './skill-search';

interface Values {
  type: string;
  title: string;
  companyName: string;
  location: string;
  /** Months (YYYY-MM); stored as the first day of the month. */
  startDate: string;
  endDate: string;
  ongoing: boolean;
  description: string;
  skills: { skillId: string; name: string; primary: boolean }[];
}

const toMonth = (day: string | null) => (day ? day.slice(0, 7) : '');
const toDay = (month: string) => (month ? `${month}-01` : null);
const currentMonth = () => new Date().toISOString().slice(0, 7);

function valuesOf(experience: ProfileExperience | null): Values {
  return {
    type: experience?.type ?? 'freelancing',
    title: experience?.title ?? '',
    companyName: experience?.companyName ?? '',
    location: experience?.location ?? '',
    startDate: toMonth(experience?.startDate ?? null),
    endDate: toMonth(experience?.endDate ?? null),
    ongoing: experience ? experience.endDate === null : false,
    description: experience?.description ?? '',
    skills: (experience?.skills ?? []).map((skill) => ({
      skillId: skill.id,
      name: skill.name,
      primary: skill.primary,
    })),
  };
}

/** Adds or edits an experience in a modal: type, title, company, location, months, ongoing, description, skills. */
export function ExperienceModal({
  freelanceId,
  experience,
  opened,
  onClose,
}: {
  freelanceId: string;
  experience: ProfileExperience | null;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={t(experience ? 'profile.experiences.editTitle' : 'profile.experiences.addTitle')}
    >
      {opened ? <ExperienceForm freelanceId={freelanceId} experience={experience} onDone={onClose} /> : null}
    </Modal>
  );
}

function ExperienceForm({
  freelanceId,
  experience,
  onDone,
}: {
  freelanceId: string;
  experience: ProfileExperience | null;
  onDone: () => void;
}) {
  const t = useT();
  const form = useForm<Values>({ defaultValues: valuesOf(experience) });
  const { register, control, formState, watch, setValue, setError } = form;
  const [add] = useAddFreelanceExperience();
  const [update] = useUpdateFreelanceExperience();
  const ongoing = watch('ongoing');
  const skills = watch('skills');
  const required = (value: string) => value.trim() !== '' || t('form.required');

  const onSubmit = form.handleSubmit(async (values) => {
    const input: ExperienceInput = {
      type: values.type,
      title: values.title.trim(),
      companyName: values.companyName.trim(),
      location: values.location.trim() || null,
      description: values.description || null,
      startDate: toDay(values.startDate) ?? '',
      endDate: values.ongoing ? null : toDay(values.endDate),
      skills: values.skills.map(({ skillId, primary }) => ({ skillId, primary })),
    };
    const { error } = experience
      ? await update({ variables: { freelanceId, id: experience.id, input } })
      : await add({ variables: { freelanceId, input } });
    const failed = reportMutationErrors(error, (field, message) => {
      if (!(field in values)) return false;
      setError(field as Path<Values>, { type: 'server', message }, { shouldFocus: true });
      return true;
    });
    if (failed) return;
    addToast({ type: 'success', messageId: experience ? 'profile.saved' : 'profile.experiences.added' });
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('profile.experiences.field.title')}
            required
            data-autofocus
            error={formState.errors.title?.message}
            {...register('title', { validate: required })}
          />
          <TextInput
            label={t('profile.experiences.field.company')}
            required
            error={formState.errors.companyName?.message}
            {...register('companyName', { validate: required })}
          />
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Select
                label={t('profile.experiences.field.type')}
                data={experienceTypes.map((type) => ({ value: type, label: t(`profile.experienceType.${type}`) }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? 'none')}
                allowDeselect={false}
                error={formState.errors.type?.message}
              />
            )}
          />
          <TextInput
            label={t('profile.experiences.field.location')}
            error={formState.errors.location?.message}
            {...register('location')}
          />
          <TextInput
            type="month"
            label={t('profile.experiences.field.start')}
            required
            max={currentMonth()}
            error={formState.errors.startDate?.message}
            {...register('startDate', { validate: required })}
          />
          <Stack gap={6}>
            <TextInput
              type="month"
              label={t('profile.experiences.field.end')}
              disabled={ongoing}
              required={!ongoing}
              error={formState.errors.endDate?.message}
              {...register('endDate', {
                validate: (value, all) =>
                  all.ongoing ||
                  (value !== ''
                    ? value >= all.startDate || t('profile.experiences.endBeforeStart')
                    : t('form.required')),
              })}
            />
            <Switch
              label={t('profile.experiences.field.ongoing')}
              checked={ongoing}
              onChange={(event) => setValue('ongoing', event.currentTarget.checked, { shouldValidate: false })}
            />
          </Stack>
        </SimpleGrid>
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <RichTextEditor
              label={t('profile.experiences.field.description')}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              minHeight={120}
            />
          )}
        />
        <SkillSearch
          label={t('profile.experiences.field.skills')}
          excluded={new Set(skills.map((skill) => skill.skillId))}
          onPick={(skill) => setValue('skills', [...skills, { skillId: skill.id, name: skill.name, primary: false }])}
        />
        {skills.length > 0 ? (
          <Group gap={6}>
            {skills.map((skill) => (
              <Badge
                key={skill.skillId}
                size="lg"
                variant="light"
                tt="none"
                rightSection={
                  <CloseButton
                    size="xs"
                    variant="transparent"
                    aria-label={t('skills.remove', { name: skill.name })}
                    onClick={() =>
                      setValue(
                        'skills',
                        skills.filter((item) => item.skillId !== skill.skillId),
                      )
                    }
                  />
                }
              >
                {skill.name}
              </Badge>
            ))}
          </Group>
        ) : null}
        <FormActions submitting={formState.isSubmitting} onCancel={onDone} />
      </Stack>
    </form>
  );
}
