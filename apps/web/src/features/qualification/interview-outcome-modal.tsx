import { Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import { approvalRatings, doubtCriteria, expertiseLevels, technicalKnowledges } from '@orbite/domain/qualification';
import { type InterviewOutcome, interviewOutcomes, isCancellation } from '@orbite/domain/qualification-process';
import { useState } from 'react';
import { addToast } from '../../shell/toasts';
import { DayPickerInput } from '../../ui/day-picker-input';
import { useT } from '../../ui/use-t';
import { reportMutationErrors } from '../profile/mutation-errors';
import { type CandidateInterview, useConcludeCandidateInterview } from './qualification-operations';

const fieldNames = [
  'qualifStatus',
  'approvalRating',
  'expertiseLevel',
  'technicalKnowledge',
  'doubtCriteria',
  'noShowParty',
  'frozenUntil',
  'feedback',
] as const;
type Field = (typeof fieldNames)[number];

/**
 * Records the outcome of a pending interview: a held interview takes the instructor's opinion
 * (required), the expertise level, the technical knowledge, the doubts and a feedback; a frozen one
 * a day until which no interview takes place; a cancellation only who did not come, if anyone.
 */
export function InterviewOutcomeModal({
  interview,
  onClose,
}: {
  interview: CandidateInterview | null;
  onClose: () => void;
}) {
  const t = useT();
  const [status, setStatus] = useState<InterviewOutcome>('qualified');
  const [approvalRating, setApprovalRating] = useState<string | null>(null);
  const [expertiseLevel, setExpertiseLevel] = useState<string | null>(null);
  const [technicalKnowledge, setTechnicalKnowledge] = useState<string | null>(null);
  const [doubts, setDoubts] = useState<string[]>([]);
  const [noShow, setNoShow] = useState<string>('none');
  const [frozenUntil, setFrozenUntil] = useState<string | null>(null);
  const [feedback, setFeedback] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [conclude, { loading }] = useConcludeCandidateInterview();
  const cancelled = isCancellation(status);
  const party =
    status === 'cancelledByCandidate' ? 'candidate' : status === 'cancelledByInstructor' ? 'instructor' : null;
  const ratings =
    status === 'qualified' ? approvalRatings.filter((r) => r === 'yes' || r === 'strongYes') : approvalRatings;

  const submit = async () => {
    if (!interview) return;
    if (!cancelled && !approvalRating) {
      setErrors({ approvalRating: t('qualification.outcome.approvalRating') });
      return;
    }
    const { error } = await conclude({
      variables: {
        id: interview.id,
        outcome: {
          qualifStatus: status,
          approvalRating: cancelled ? null : approvalRating,
          expertiseLevel: cancelled ? null : expertiseLevel,
          technicalKnowledge: cancelled ? null : technicalKnowledge,
          doubtCriteria: cancelled ? [] : doubts,
          noShowParty: party && noShow !== 'none' ? party : null,
          frozenUntil: status === 'frozen' ? frozenUntil : null,
          feedback: cancelled ? null : feedback.trim() || null,
        },
      },
    });
    const next: Partial<Record<Field, string>> = {};
    const failed = reportMutationErrors(error, (field, message) => {
      if (!(fieldNames as readonly string[]).includes(field)) return false;
      next[field as Field] = message;
      return true;
    });
    setErrors(next);
    if (failed) return;
    addToast({ type: 'success', messageId: 'qualification.interviews.concluded' });
    onClose();
  };

  const options = (prefix: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  return (
    <Modal
      opened={interview !== null}
      onClose={onClose}
      title={t('qualification.outcome.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <Select
          label={t('qualification.outcome.status')}
          data={options('qualification.interviewStatus', interviewOutcomes)}
          value={status}
          onChange={(value) => {
            setStatus((value as InterviewOutcome) ?? 'qualified');
            if (value === 'qualified' && (approvalRating === 'no' || approvalRating === 'strongNo'))
              setApprovalRating(null);
          }}
          allowDeselect={false}
          error={errors.qualifStatus}
          comboboxProps={{ withinPortal: true }}
        />
        {cancelled ? (
          party ? (
            <Select
              label={t('qualification.outcome.noShowParty')}
              data={[
                { value: 'none', label: t('qualification.outcome.noShowNone') },
                { value: party, label: t(`qualification.noShowParty.${party}`) },
              ]}
              value={noShow === 'none' ? 'none' : party}
              onChange={(value) => setNoShow(value ?? 'none')}
              allowDeselect={false}
              error={errors.noShowParty}
              comboboxProps={{ withinPortal: true }}
            />
          ) : null
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={t('qualification.outcome.approvalRating')}
                description={status === 'qualified' ? t('qualification.outcome.positiveOnly') : undefined}
                data={options('qualification.approvalRating', ratings)}
                value={approvalRating}
                onChange={setApprovalRating}
                required
                error={errors.approvalRating}
                comboboxProps={{ withinPortal: true }}
              />
              <Select
                label={t('qualification.outcome.expertiseLevel')}
                data={options('qualification.expertiseLevel', expertiseLevels)}
                value={expertiseLevel}
                onChange={setExpertiseLevel}
                clearable
                error={errors.expertiseLevel}
                comboboxProps={{ withinPortal: true }}
              />
              <Select
                label={t('qualification.outcome.technicalKnowledge')}
                data={options('qualification.technicalKnowledge', technicalKnowledges)}
                value={technicalKnowledge}
                onChange={setTechnicalKnowledge}
                clearable
                error={errors.technicalKnowledge}
                comboboxProps={{ withinPortal: true }}
              />
            </SimpleGrid>
            <Checkbox.Group
              label={t('qualification.outcome.doubtCriteria')}
              value={doubts}
              onChange={setDoubts}
              error={errors.doubtCriteria}
            >
              <SimpleGrid cols={{ base: 2, sm: 3 }} mt="xs">
                {doubtCriteria.map((value) => (
                  <Checkbox key={value} value={value} label={t(`qualification.doubtCriterion.${value}`)} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            {status === 'frozen' ? (
              <DayPickerInput
                label={t('qualification.outcome.frozenUntil')}
                value={frozenUntil}
                onChange={setFrozenUntil}
                minDate={addDays(todayInParis(), 1)}
                required
                error={errors.frozenUntil}
              />
            ) : null}
            <Textarea
              label={t('qualification.outcome.feedback')}
              value={feedback}
              onChange={(e) => setFeedback(e.currentTarget.value)}
              rows={4}
              maxLength={5000}
              error={errors.feedback}
            />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={loading}>
            {t('qualification.outcome.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
