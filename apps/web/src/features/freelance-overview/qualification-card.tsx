import { Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { FreelanceQualification } from '@orbite/domain/qualification';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { FormStateChip, useFormState } from '../../ui/form-state-chip';
import { useT } from '../../ui/use-t';
import { type FreelanceQualificationState, useSetFreelanceQualification } from './backoffice-freelance-operations';

type Choice = FreelanceQualification | 'notAssessed';
/** In the order an assessment goes: not assessed, pending, then the verdict. */
const choices: readonly Choice[] = ['notAssessed', 'pending', 'qualified', 'disqualified'];

/**
 * The team sets a freelancer's qualification (or clears it, "not assessed"): each change asks for
 * confirmation, then the chip shows it saving, saved or failed.
 */
export function QualificationCard({
  freelanceId,
  name,
  state,
}: {
  freelanceId: string;
  /** The freelancer's name, for the confirmation. */
  name: string | null | undefined;
  state: FreelanceQualificationState;
}) {
  const t = useT();
  const intl = useIntl();
  const [save] = useSetFreelanceQualification();
  const { state: formState, run } = useFormState();
  const current: Choice = state.qualification ?? 'notAssessed';
  const label = (choice: Choice) => t(`qualification.status.${choice}`);

  const change = (value: string) => {
    const next = value as Choice;
    if (next === current) return;
    modals.openConfirmModal({
      title: t('qualification.confirm.title'),
      children: (
        <Text size="sm">
          {t('qualification.confirm.text', {
            name: name || t('qualification.confirm.thisFreelance'),
            from: label(current),
            to: label(next),
          })}
        </Text>
      ),
      labels: { confirm: t('qualification.confirm.confirm'), cancel: t('common.cancel') },
      onConfirm: () =>
        run(async () => {
          const result = await save({
            variables: { freelanceId, qualification: next === 'notAssessed' ? null : next },
            // The badge and the qualification panel follow the verdict.
            refetchQueries: ['FreelanceQualification'],
          });
          return !result.error;
        }),
    });
  };

  const since = state.qualifiedAt ? intl.formatDate(state.qualifiedAt, { dateStyle: 'long' }) : null;
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="qualification-title">
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <IconRosetteDiscountCheck size={20} aria-hidden />
          <Title order={2} size="h4" id="qualification-title">
            {t('qualification.card.title')}
          </Title>
        </Group>
        <FormStateChip
          state={formState}
          labels={{
            submitting: t('availability.chip.submitting'),
            success: t('availability.chip.success'),
            error: t('availability.chip.error'),
          }}
        />
      </Group>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('qualification.card.hint')}
        </Text>
        <SegmentedControl
          fullWidth
          aria-label={t('qualification.card.label')}
          data={choices.map((choice) => ({ value: choice, label: label(choice) }))}
          value={current}
          onChange={change}
          disabled={formState === 'submitting'}
        />
        <Text size="sm" c="dimmed" data-testid="qualification-since">
          {since
            ? state.qualifiedBy
              ? t('qualification.card.sinceBy', { date: since, name: state.qualifiedBy })
              : t('qualification.card.since', { date: since })
            : t('qualification.card.notAssessedYet')}
        </Text>
      </Stack>
    </Card>
  );
}
