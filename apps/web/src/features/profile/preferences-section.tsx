import { Input, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  callAvailabilities,
  contractTypes,
  mobilities,
  preferredTimes,
  workEnvironments,
  workplaces,
} from '@orbite/domain/enums';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useAudienceT } from '../../ui/audience';
import { useT } from '../../ui/use-t';
import { profileAnchors } from './profile-anchors';
import { EmptySection, FormActions, ProfileSection } from './profile-section';
import type { FreelanceProfile, Preferences } from './profile-types';
import { useInfoForm } from './use-info-form';

type ChoiceField = Exclude<keyof Preferences, 'maxDistance' | 'callAvailability'>;

/** The mission preferences with their choices (from the domain) and message prefix. */
export const preferenceChoices: { field: ChoiceField; values: readonly string[] }[] = [
  { field: 'prefWorkplace', values: workplaces },
  { field: 'prefContract', values: contractTypes },
  { field: 'prefEnvironment', values: workEnvironments },
  { field: 'prefTime', values: preferredTimes },
  { field: 'prefMobility', values: mobilities },
];

interface Values extends Record<ChoiceField | 'callAvailability', string> {
  maxDistance: number | string;
}

/** Mission preferences: workplace, contract, environment, time, mobility, maximum distance, call availability. */
export function PreferencesSection({ profile }: { profile: FreelanceProfile }) {
  const t = useT();
  const audienceT = useAudienceT();
  const [editing, setEditing] = useState(false);
  const any =
    preferenceChoices.some(({ field }) => profile[field]) || profile.callAvailability || profile.maxDistance !== null;
  const value = (field: keyof Preferences) => {
    const current = profile[field];
    if (current === null || current === '') return audienceT('profile.pref.unset');
    if (field === 'maxDistance') return t('profile.pref.km', { km: current });
    return audienceT(`profile.pref.${field}.${current}`);
  };
  return (
    <ProfileSection
      anchor={profileAnchors.preferences}
      title={t('profile.pref.title')}
      description={audienceT('profile.pref.description')}
      icon={IconAdjustmentsHorizontal}
      editing={editing}
      onEdit={any ? () => setEditing(true) : undefined}
    >
      {editing ? (
        <PreferencesForm profile={profile} onDone={() => setEditing(false)} />
      ) : any ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
          {[...preferenceChoices.map(({ field }) => field), 'maxDistance' as const, 'callAvailability' as const].map(
            (field) => (
              <div key={field}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t(`profile.pref.${field}.label`)}
                </Text>
                <Text size="sm" fw={500} c={profile[field] === null ? 'dimmed' : undefined}>
                  {value(field)}
                </Text>
              </div>
            ),
          )}
        </SimpleGrid>
      ) : (
        <EmptySection text={t('profile.pref.empty')} action={t('profile.pref.add')} onAction={() => setEditing(true)} />
      )}
    </ProfileSection>
  );
}

function PreferencesForm({ profile, onDone }: { profile: FreelanceProfile; onDone: () => void }) {
  const t = useT();
  const { form, onSubmit } = useInfoForm<Values>({
    freelanceId: profile.id,
    defaultValues: {
      prefWorkplace: profile.prefWorkplace ?? '',
      prefContract: profile.prefContract ?? '',
      prefEnvironment: profile.prefEnvironment ?? '',
      prefTime: profile.prefTime ?? '',
      prefMobility: profile.prefMobility ?? '',
      callAvailability: profile.callAvailability ?? '',
      maxDistance: profile.maxDistance ?? '',
    },
    toInput: (values) => ({ ...values, maxDistance: values.maxDistance === '' ? null : Number(values.maxDistance) }),
    onDone,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {preferenceChoices.map(({ field, values }) => (
          <Controller
            key={field}
            control={form.control}
            name={field}
            render={({ field: input }) => (
              <Input.Wrapper label={t(`profile.pref.${field}.label`)} error={errors[field]?.message}>
                <div style={{ overflowX: 'auto' }}>
                  <SegmentedControl
                    value={input.value}
                    onChange={input.onChange}
                    data={values.map((choice) => ({ value: choice, label: t(`profile.pref.${field}.${choice}`) }))}
                    aria-label={t(`profile.pref.${field}.label`)}
                    mt={4}
                  />
                </div>
              </Input.Wrapper>
            )}
          />
        ))}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="maxDistance"
            render={({ field }) => (
              <NumberInput
                {...field}
                label={t('profile.pref.maxDistance.label')}
                description={t('profile.pref.maxDistance.hint')}
                min={0}
                allowDecimal={false}
                allowNegative={false}
                suffix=" km"
                error={errors.maxDistance?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="callAvailability"
            render={({ field }) => (
              <Select
                label={t('profile.pref.callAvailability.label')}
                data={callAvailabilities.map((choice) => ({
                  value: choice,
                  label: t(`profile.pref.callAvailability.${choice}`),
                }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                clearable
                error={errors.callAvailability?.message}
              />
            )}
          />
        </SimpleGrid>
        <FormActions submitting={isSubmitting} onCancel={onDone} />
      </Stack>
    </form>
  );
}
