import { Group, NumberInput, Radio, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  availableMissionOffers,
  MISSION_DESCRIPTION_MAX,
  MISSION_TITLE_MAX,
  missionCategories,
  missionProjectTypes,
  missionRenewables,
  missionWorkplaces,
} from '@orbite/domain/mission';
import { RETRIBUTION } from '@orbite/domain/validators';
import type { ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useT } from '../../ui/use-t';
import { AddressField } from '../legal-identity/address-field';
import type { MissionFormFields } from './mission-form-values';
import { useErrorText } from './mission-format';
import { toNumberValue } from './timing-step';

/** A bounded text's counter (spec 002: length versus max). */
function Counter({ length, max }: { length: number; max: number }) {
  return (
    <Text size="xs" c={length > max ? 'danger' : 'dimmed'} ta="right">
      {length} / {max}
    </Text>
  );
}

function ChoiceGroup({
  label,
  value,
  onChange,
  options,
  error,
  required,
}: {
  label: string;
  value: string | null;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  error?: ReactNode;
  required?: boolean;
}) {
  return (
    <Radio.Group label={label} value={value ?? ''} onChange={onChange} error={error} required={required}>
      <Group gap="lg" mt="xs">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** The rest: title, category, description, daily rate, workplace and its address, offer, renewal, project. */
export function DetailsStep() {
  const t = useT();
  const { control, register, formState } = useFormContext<MissionFormFields>();
  const errorText = useErrorText();
  const [title, description, workplace] = useWatch<MissionFormFields, ['title', 'description', 'workplace']>({
    name: ['title', 'description', 'workplace'],
  });
  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <TextInput
          label={t('missionForm.field.title')}
          placeholder={t('missionForm.placeholder.title')}
          error={errorText(formState.errors.title)}
          required
          {...register('title')}
        />
        <Counter length={title.trim().length} max={MISSION_TITLE_MAX} />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Controller
          name="category"
          control={control}
          render={({ field, fieldState }) => (
            <ChoiceGroup
              label={t('missionForm.field.category')}
              value={field.value}
              onChange={field.onChange}
              options={options(missionCategories, 'enum.missionCategory')}
              error={errorText(fieldState.error)}
              required
            />
          )}
        />
        <Controller
          name="retribution"
          control={control}
          render={({ field, fieldState }) => (
            <NumberInput
              label={t('missionForm.field.retribution')}
              description={t('missionForm.help.retribution', RETRIBUTION)}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(toNumberValue(value))}
              onBlur={field.onBlur}
              name={field.name}
              min={RETRIBUTION.min}
              max={RETRIBUTION.max}
              step={50}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=" "
              suffix=" €"
              error={errorText(fieldState.error)}
              required
            />
          )}
        />
      </SimpleGrid>
      <Stack gap={4}>
        <Textarea
          label={t('missionForm.field.description')}
          description={t('missionForm.help.description')}
          autosize
          minRows={6}
          maxRows={18}
          error={errorText(formState.errors.description)}
          required
          {...register('description')}
        />
        <Counter length={description.length} max={MISSION_DESCRIPTION_MAX} />
      </Stack>
      <Controller
        name="workplace"
        control={control}
        render={({ field, fieldState }) => (
          <ChoiceGroup
            label={t('missionForm.field.workplace')}
            value={field.value}
            onChange={field.onChange}
            options={options(missionWorkplaces, 'enum.workplace')}
            error={errorText(fieldState.error)}
            required
          />
        )}
      />
      <Controller
        name="location"
        control={control}
        render={({ field, fieldState }) => (
          <Stack gap={4}>
            <AddressField
              label={t(workplace === 'remote' ? 'missionForm.field.locationOptional' : 'missionForm.field.location')}
              value={field.value}
              onChange={field.onChange}
              error={errorText(fieldState.error)}
            />
            <Text size="xs" c="dimmed">
              {t('missionForm.help.location')}
            </Text>
          </Stack>
        )}
      />
      <Controller
        name="offer"
        control={control}
        render={({ field, fieldState }) => (
          <Radio.Group
            label={t('missionForm.field.offer')}
            value={field.value ?? ''}
            onChange={field.onChange}
            error={errorText(fieldState.error)}
          >
            <Stack gap="xs" mt="xs">
              {availableMissionOffers.map((offer) => (
                <Radio key={offer} value={offer} label={t(`enum.missionOffer.${offer}`)} />
              ))}
            </Stack>
          </Radio.Group>
        )}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Controller
          name="renewable"
          control={control}
          render={({ field, fieldState }) => (
            <Select
              label={t('missionForm.field.renewable')}
              placeholder={t('missionForm.placeholder.select')}
              data={options(missionRenewables, 'enum.renewable')}
              value={field.value}
              onChange={field.onChange}
              error={errorText(fieldState.error)}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Controller
          name="projectType"
          control={control}
          render={({ field, fieldState }) => (
            <Select
              label={t('missionForm.field.projectType')}
              placeholder={t('missionForm.placeholder.select')}
              data={options(missionProjectTypes, 'enum.projectType')}
              value={field.value}
              onChange={field.onChange}
              error={errorText(fieldState.error)}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
      </SimpleGrid>
    </Stack>
  );
}
