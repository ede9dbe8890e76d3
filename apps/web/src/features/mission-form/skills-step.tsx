import { Radio, SimpleGrid, Stack, Title } from '@mantine/core';
import { experienceLevels } from '@orbite/domain/enums';
import { Controller, useFormContext } from 'react-hook-form';
import { useT } from '../../ui/use-t';
import type { MissionFormFields } from './mission-form-values';
import { useErrorText } from './mission-format';
import { MissionSkillsInput } from './mission-skills-input';

/** What: the skills asked for, mandatory or optional with years, and the experience level. */
export function SkillsStep() {
  const t = useT();
  const { control } = useFormContext<MissionFormFields>();
  const errorText = useErrorText();
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('missionForm.field.skills')}
        </Title>
        <Controller
          name="skills"
          control={control}
          render={({ field, fieldState }) => (
            <MissionSkillsInput value={field.value} onChange={field.onChange} error={errorText(fieldState.error)} />
          )}
        />
      </Stack>
      <Controller
        name="experienceLevel"
        control={control}
        render={({ field, fieldState }) => (
          <Radio.Group
            label={t('missionForm.field.experienceLevel')}
            description={t('missionForm.help.experienceLevel')}
            value={field.value ?? ''}
            onChange={field.onChange}
            error={errorText(fieldState.error)}
            required
          >
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mt="xs" spacing="xs">
              {experienceLevels.map((level) => (
                <Radio.Card key={level} value={level} radius="md" p="sm" withBorder>
                  <Radio.Indicator size="xs" style={{ float: 'right' }} />
                  {t(`enum.experienceLevel.${level}`)}
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}
      />
    </Stack>
  );
}
