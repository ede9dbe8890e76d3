import { Alert, Button, Group, Modal, NativeSelect, Select, Stack } from '@mantine/core';
import { type CalendarDay, todayInParis } from '@orbite/domain/calendar-day';
import { parisDateTime, slotTimesOfDay } from '@orbite/domain/time-slots';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { addToast } from '../../shell/toasts';
import { DayPickerInput } from '../../ui/day-picker-input';
import { useT } from '../../ui/use-t';
import { reportMutationErrors } from '../profile/mutation-errors';
import {
  type FreelanceQualificationData,
  useInstructors,
  useScheduleCandidateInterview,
} from './qualification-operations';

type Errors = Partial<Record<'instructorId' | 'skillId' | 'date', string>>;

/**
 * Schedules a candidate interview: an instructor (searched by name or e-mail, among those holding
 * the skill when one is chosen), one of the freelancer's skills, a day (not before a freeze) and a
 * Paris time. The server checks every rule again and names the field at fault.
 */
export function ScheduleInterviewModal({
  freelance,
  opened,
  onClose,
}: {
  freelance: FreelanceQualificationData;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const intl = useIntl();
  const [skillId, setSkillId] = useState<string | null>(freelance.skills[0]?.skillId ?? null);
  const [instructorId, setInstructorId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState('10:00');
  const [errors, setErrors] = useState<Errors>({});
  const { data, loading: searching } = useInstructors(null, instructorId ? '' : search);
  const [schedule, { loading }] = useScheduleCandidateInterview();
  const today = todayInParis();
  const minDay = freelance.isFrozenUntil && freelance.isFrozenUntil > today ? freelance.isFrozenUntil : today;
  const instructors = (data?.instructors ?? []).filter((i) => i.id !== freelance.id);

  const submit = async () => {
    const missing: Errors = {};
    if (!instructorId) missing.instructorId = t('qualification.schedule.instructor');
    if (!skillId) missing.skillId = t('qualification.schedule.skill');
    if (!day) missing.date = t('qualification.schedule.day');
    setErrors(missing);
    if (!instructorId || !skillId || !day) return;
    const date = parisDateTime(day as CalendarDay, time).toISOString();
    const { error } = await schedule({ variables: { freelanceId: freelance.id, instructorId, skillId, date } });
    const fieldErrors: Errors = {};
    const failed = reportMutationErrors(error, (field, message) => {
      if (field !== 'instructorId' && field !== 'skillId' && field !== 'date') return false;
      fieldErrors[field] = message;
      return true;
    });
    setErrors(fieldErrors);
    if (failed) return;
    addToast({ type: 'success', messageId: 'qualification.interviews.scheduled' });
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('qualification.schedule.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        {freelance.skills.length === 0 ? <Alert color="warning">{t('qualification.schedule.noSkill')}</Alert> : null}
        {freelance.isFrozen && freelance.isFrozenUntil ? (
          <Alert color="blue">
            {t('qualification.schedule.frozen', {
              date: intl.formatDate(freelance.isFrozenUntil, { dateStyle: 'long', timeZone: 'UTC' }),
            })}
          </Alert>
        ) : null}
        <Select
          label={t('qualification.schedule.skill')}
          data={freelance.skills.map((s) => ({ value: s.skillId, label: s.name }))}
          value={skillId}
          onChange={setSkillId}
          allowDeselect={false}
          required
          error={errors.skillId}
        />
        <Select
          label={t('qualification.schedule.instructor')}
          placeholder={t('qualification.schedule.instructorPlaceholder')}
          searchable
          clearable
          data={instructors.map((i) => ({ value: i.id, label: `${i.firstName} ${i.lastName}` }))}
          value={instructorId}
          onChange={setInstructorId}
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          nothingFoundMessage={searching ? undefined : t('qualification.schedule.noInstructor')}
          comboboxProps={{ withinPortal: true }}
          required
          error={errors.instructorId}
        />
        <Group grow align="flex-start">
          <DayPickerInput
            label={t('qualification.schedule.day')}
            value={day}
            onChange={setDay}
            minDate={minDay}
            required
            error={errors.date}
          />
          <NativeSelect
            label={t('qualification.schedule.time')}
            data={slotTimesOfDay('day')}
            value={time}
            onChange={(e) => setTime(e.currentTarget.value)}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={loading} disabled={freelance.skills.length === 0}>
            {t('qualification.schedule.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
