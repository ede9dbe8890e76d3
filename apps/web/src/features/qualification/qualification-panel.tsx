import { Alert, Button, Card, Group, Select, SimpleGrid, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import {
  type FreelanceGrade,
  freelanceGrades,
  type QualificationFlag,
  qualificationFlags,
} from '@orbite/domain/qualification';
import { IconAlertCircle, IconCalendarPlus, IconSchool } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { addToast } from '../../shell/toasts';
import { DayPickerInput } from '../../ui/day-picker-input';
import { useT } from '../../ui/use-t';
import { reportMutationErrors } from '../profile/mutation-errors';
import { InterviewOutcomeModal } from './interview-outcome-modal';
import { InterviewsList } from './interviews-list';
import { QualificationBadge } from './qualification-badge';
import {
  type CandidateInterview,
  useFlagForQualification,
  useFreelanceQualification,
  useFreezeFreelanceQualification,
  useSetFreelanceGrade,
  useSetFreelanceInstructor,
} from './qualification-operations';
import { ScheduleInterviewModal } from './schedule-interview-modal';

/**
 * The team's qualification panel of a freelancer: the badge, the flag, the grade, the instructor
 * switch, the freeze, and the candidate interviews (scheduled, given an outcome, cancelled here).
 */
export function QualificationPanel({ freelanceId }: { freelanceId: string }) {
  const t = useT();
  const intl = useIntl();
  const { data, loading, error } = useFreelanceQualification(freelanceId);
  const [flag] = useFlagForQualification();
  const [grade] = useSetFreelanceGrade();
  const [instructor, { loading: switching }] = useSetFreelanceInstructor();
  const [freeze] = useFreezeFreelanceQualification();
  const [scheduling, setScheduling] = useState(false);
  const [concluding, setConcluding] = useState<CandidateInterview | null>(null);
  const freelance = data?.freelance;

  if (loading && !freelance) return <Skeleton h={280} radius="md" />;
  if (!freelance) {
    return error ? (
      <Alert color="danger" icon={<IconAlertCircle size={18} />} role="alert">
        {t('qualification.panel.loadError')}
      </Alert>
    ) : null;
  }

  const saved = (result: { error?: unknown }) => {
    if (!reportMutationErrors(result.error)) addToast({ type: 'success', messageId: 'qualification.saved' });
  };
  const pending = freelance.candidateInterviews.some((i) => i.qualifStatus === 'pending');

  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="qualification-panel-title">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Group gap="xs">
          <IconSchool size={20} aria-hidden />
          <Title order={2} size="h4" id="qualification-panel-title">
            {t('qualification.panel.title')}
          </Title>
        </Group>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('qualification.panel.badge')}
          </Text>
          <QualificationBadge badge={freelance.qualificationBadge} />
        </Group>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t('qualification.panel.hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mb="lg">
        <Select
          label={t('qualification.flag.label')}
          description={
            freelance.flaggedForQualif && freelance.flaggedForQualifAt
              ? t('qualification.flag.since', {
                  date: intl.formatDate(freelance.flaggedForQualifAt, { dateStyle: 'long' }),
                })
              : undefined
          }
          data={[
            { value: 'none', label: t('qualification.flag.none') },
            ...qualificationFlags.map((value) => ({ value, label: t(`qualification.flag.${value}`) })),
          ]}
          value={freelance.flaggedForQualif ?? 'none'}
          onChange={async (value) => {
            const next = value === 'none' || !value ? null : (value as QualificationFlag);
            if (next !== freelance.flaggedForQualif) saved(await flag({ variables: { freelanceId, flag: next } }));
          }}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('qualification.grade.label')}
          data={freelanceGrades.map((value) => ({ value, label: t(`qualification.grade.${value}`) }))}
          value={freelance.grade ?? 'noGrade'}
          onChange={async (value) => {
            if (value && value !== freelance.grade)
              saved(await grade({ variables: { freelanceId, grade: value as FreelanceGrade } }));
          }}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <DayPickerInput
          label={t('qualification.freeze.label')}
          description={t('qualification.freeze.hint')}
          placeholder={t('qualification.freeze.placeholder')}
          value={freelance.isFrozen ? freelance.isFrozenUntil : null}
          minDate={addDays(todayInParis(), 1)}
          clearable
          onChange={async (until) => saved(await freeze({ variables: { freelanceId, until } }))}
        />
        <Switch
          mt={{ lg: 'xl' }}
          label={t('qualification.instructor.label')}
          description={t('qualification.instructor.hint')}
          checked={Boolean(freelance.isInstructor)}
          disabled={switching}
          onChange={async (e) =>
            saved(await instructor({ variables: { freelanceId, isInstructor: e.currentTarget.checked } }))
          }
        />
      </SimpleGrid>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {t('qualification.interviews.title')}
        </Title>
        <Button
          size="compact-sm"
          leftSection={<IconCalendarPlus size={16} aria-hidden />}
          onClick={() => setScheduling(true)}
          disabled={pending}
        >
          {t('qualification.interviews.schedule')}
        </Button>
      </Group>
      <Stack gap="xs">
        <InterviewsList interviews={freelance.candidateInterviews} onConclude={setConcluding} />
      </Stack>
      {scheduling ? <ScheduleInterviewModal freelance={freelance} opened onClose={() => setScheduling(false)} /> : null}
      <InterviewOutcomeModal
        key={concluding?.id ?? 'none'}
        interview={concluding}
        onClose={() => setConcluding(null)}
      />
    </Card>
  );
}
