import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AddressValue } from '@orbite/domain/address';
import { addDays, isCalendarDay } from '@orbite/domain/calendar-day';
import { estimatedEndDate, type MissionFormStep } from '@orbite/domain/mission';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../ui/use-t';
import type { MissionFormErrors } from './mission-form-resolver';
import type { MissionFieldName, MissionFormFields } from './mission-form-values';
import { useFormatDay, useFormatRate } from './mission-format';

/** An address on one line: "10 rue de Rivoli, 75004 Paris". */
export function addressLine(address: AddressValue | null): string | null {
  if (!address) return null;
  const town = [address.zipCode, address.city].filter(Boolean).join(' ');
  return [address.street, town].filter(Boolean).join(', ') || null;
}

function Fact({
  label,
  children,
  field,
  errors,
}: {
  label: string;
  children: ReactNode;
  field?: MissionFieldName;
  errors?: MissionFormErrors;
}) {
  const t = useT();
  const missing = children === null || children === undefined || children === '';
  const error = field ? errors?.[field] : undefined;
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {missing ? (
        <Text size="sm" c={error ? 'danger' : 'dimmed'} fs="italic">
          {t('missionForm.summary.missing')}
        </Text>
      ) : (
        <Text size="sm" component="div" c={error ? 'danger' : undefined}>
          {children}
        </Text>
      )}
      {error && !missing ? (
        <Text size="xs" c="danger">
          {t(`missionForm.error.${error}`)}
        </Text>
      ) : null}
    </Stack>
  );
}

function Section({
  title,
  step,
  onEdit,
  children,
}: {
  title: string;
  step: MissionFormStep;
  onEdit?: (step: MissionFormStep) => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="lg" className="mission-summary-section">
      <Group justify="space-between" mb="md">
        <Title order={3} size="h4">
          {title}
        </Title>
        {onEdit ? (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPencil size={14} />}
            onClick={() => onEdit(step)}
            aria-label={t('missionForm.summary.editStep', { step: title })}
          >
            {t('missionForm.summary.edit')}
          </Button>
        ) : null}
      </Group>
      {children}
    </Paper>
  );
}

/**
 * Everything about a mission, readable: the form's overview (with a way back to each step, and the
 * errors of a refused submission) and the public read-only view.
 */
export function MissionSummary({
  values,
  onEdit,
  errors,
}: {
  values: MissionFormFields;
  onEdit?: (step: MissionFormStep) => void;
  errors?: MissionFormErrors;
}) {
  const t = useT();
  const formatDay = useFormatDay();
  const formatRate = useFormatRate();
  const { startDate, durationInDays, workingTime, maxWeeksAfterStart } = values;
  const end =
    isCalendarDay(startDate) && durationInDays && workingTime
      ? estimatedEndDate(startDate, durationInDays, workingTime)
      : null;
  const place = addressLine(values.location);
  const mandatory = values.skills.filter((skill) => skill.primary);
  const optional = values.skills.filter((skill) => !skill.primary);
  const facts = { errors };

  const skillBadges = (skills: typeof values.skills) =>
    skills.length === 0 ? null : (
      <Group gap={6}>
        {skills.map((skill) => (
          <Badge key={skill.id} variant="light" color={skill.primary ? 'orbite' : 'gray'} tt="none" size="lg">
            {skill.name}
            {skill.yearsRequired ? ` · ${t('missionForm.skills.years', { years: skill.yearsRequired })}` : ''}
          </Badge>
        ))}
      </Group>
    );

  return (
    <Stack gap="md">
      <Section title={t('missionForm.step.timing')} step="timing" onEdit={onEdit}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
          <Fact label={t('missionForm.field.startDate')} field="startDate" {...facts}>
            {startDate ? formatDay(startDate) : null}
          </Fact>
          <Fact label={t('missionForm.summary.latestStart')} field="maxWeeksAfterStart" {...facts}>
            {startDate && maxWeeksAfterStart !== null
              ? maxWeeksAfterStart === 0
                ? t('missionForm.summary.noSlip')
                : formatDay(addDays(startDate, maxWeeksAfterStart * 7))
              : null}
          </Fact>
          <Fact label={t('missionForm.summary.duration')} field="durationInDays" {...facts}>
            {durationInDays ? t('missionForm.summary.days', { days: durationInDays }) : null}
          </Fact>
          <Fact label={t('missionForm.field.workingTime')} field="workingTime" {...facts}>
            {workingTime ? t('missionForm.daysPerWeek', { days: workingTime }) : null}
          </Fact>
          <Fact label={t('missionForm.summary.end')}>{end ? formatDay(end) : null}</Fact>
        </SimpleGrid>
      </Section>
      <Section title={t('missionForm.step.skills')} step="skills" onEdit={onEdit}>
        <Stack gap="md">
          <Fact label={t('missionForm.summary.mandatorySkills')} field="skills" {...facts}>
            {skillBadges(mandatory)}
          </Fact>
          {optional.length > 0 ? (
            <Fact label={t('missionForm.summary.optionalSkills')}>{skillBadges(optional)}</Fact>
          ) : null}
          <Fact label={t('missionForm.field.experienceLevel')} field="experienceLevel" {...facts}>
            {values.experienceLevel ? t(`enum.experienceLevel.${values.experienceLevel}`) : null}
          </Fact>
        </Stack>
      </Section>
      <Section title={t('missionForm.step.details')} step="details" onEdit={onEdit}>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
            <Fact label={t('missionForm.field.title')} field="title" {...facts}>
              {values.title.trim() || null}
            </Fact>
            <Fact label={t('missionForm.field.category')} field="category" {...facts}>
              {values.category ? t(`enum.missionCategory.${values.category}`) : null}
            </Fact>
            <Fact label={t('missionForm.field.retribution')} field="retribution" {...facts}>
              {values.retribution ? t('missionForm.summary.rate', { rate: formatRate(values.retribution) }) : null}
            </Fact>
            <Fact label={t('missionForm.field.workplace')} field="workplace" {...facts}>
              {values.workplace ? t(`enum.workplace.${values.workplace}`) : null}
            </Fact>
            <Fact label={t('missionForm.summary.location')} field="location" {...facts}>
              {place}
            </Fact>
            <Fact label={t('missionForm.field.offer')} field="offer" {...facts}>
              {values.offer ? t(`enum.missionOffer.${values.offer}`) : null}
            </Fact>
            <Fact label={t('missionForm.field.renewable')}>
              {values.renewable ? t(`enum.renewable.${values.renewable}`) : null}
            </Fact>
            <Fact label={t('missionForm.field.projectType')}>
              {values.projectType ? t(`enum.projectType.${values.projectType}`) : null}
            </Fact>
          </SimpleGrid>
          <Fact label={t('missionForm.field.description')} field="description" {...facts}>
            {values.description.trim() ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {values.description}
              </Text>
            ) : null}
          </Fact>
        </Stack>
      </Section>
    </Stack>
  );
}
