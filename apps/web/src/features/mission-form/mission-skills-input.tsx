import { ActionIcon, Alert, Badge, Group, Paper, Select, Stack, Switch, Text } from '@mantine/core';
import {
  addMissionSkill,
  isMandatoryToggleDisabled,
  MISSION_MANDATORY_SKILLS_MAX,
  MISSION_SKILLS_MAX,
  setMissionSkillYears,
  toggleMissionSkillMandatory,
} from '@orbite/domain/mission';
import { missionSkillDurations } from '@orbite/domain/validators';
import { IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { useT } from '../../ui/use-t';
import type { CatalogueSkill } from '../profile/profile-types';
import { SkillSearch } from '../profile/skill-search';
import type { FormSkill } from './mission-form-values';

/**
 * The skills a mission asks for (spec 001 section 5): search the catalogue to add one (mandatory
 * while fewer than 2 are), each mandatory or optional with the years it requires (1, 2, 3, 4, 5,
 * 7, 10 or 15, or no minimum); mandatory first then most years; at most 15 skills and 6 mandatory.
 */
export function MissionSkillsInput({
  value,
  onChange,
  error,
}: {
  value: FormSkill[];
  onChange: (skills: FormSkill[]) => void;
  error?: string;
}) {
  const t = useT();
  const full = value.length >= MISSION_SKILLS_MAX;
  const mandatory = value.filter((skill) => skill.primary).length;
  const chosen = new Set(value.map((skill) => skill.id));
  const yearOptions = [
    { value: '', label: t('missionForm.skills.noMinimum') },
    ...missionSkillDurations.map((years) => ({
      value: String(years),
      label: t('missionForm.skills.years', { years }),
    })),
  ];

  const add = (skill: CatalogueSkill) =>
    onChange(addMissionSkill(value, { id: skill.id, name: skill.name, primary: false, yearsRequired: null }));

  return (
    <Stack gap="sm">
      <SkillSearch excluded={chosen} onPick={add} disabled={full} label={t('missionForm.skills.search')} />
      <Group gap="md">
        <Text size="sm" c={full ? 'danger' : 'dimmed'} aria-live="polite">
          {t('missionForm.skills.count', { count: value.length, max: MISSION_SKILLS_MAX })}
        </Text>
        <Text size="sm" c={mandatory >= MISSION_MANDATORY_SKILLS_MAX ? 'danger' : 'dimmed'}>
          {t('missionForm.skills.mandatoryCount', { count: mandatory, max: MISSION_MANDATORY_SKILLS_MAX })}
        </Text>
      </Group>
      {full ? (
        <Alert color="warning" variant="light" icon={<IconInfoCircle size={18} />} role="status">
          {t('missionForm.skills.maxReached', { max: MISSION_SKILLS_MAX })}
        </Alert>
      ) : null}
      {value.length === 0 ? (
        <Paper withBorder radius="md" p="md" bg="gray.0">
          <Text size="sm" c="dimmed">
            {t('missionForm.skills.empty')}
          </Text>
        </Paper>
      ) : (
        <Stack gap={6} role="list" aria-label={t('missionForm.skills.list')}>
          {value.map((skill) => {
            const toggleDisabled = isMandatoryToggleDisabled(value, skill);
            return (
              <Paper key={skill.id} withBorder radius="md" px="sm" py={8} role="listitem" aria-label={skill.name}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
                    <Text size="sm" fw={skill.primary ? 700 : 500} truncate>
                      {skill.name}
                    </Text>
                    <Badge size="xs" variant="light" color={skill.primary ? 'orbite' : 'gray'}>
                      {t(skill.primary ? 'missionForm.skills.mandatory' : 'missionForm.skills.optional')}
                    </Badge>
                  </Group>
                  <Group gap="sm" wrap="nowrap">
                    <Switch
                      size="sm"
                      label={t('missionForm.skills.mandatorySwitch')}
                      aria-label={t('missionForm.skills.mandatoryToggle', { name: skill.name })}
                      checked={skill.primary}
                      disabled={toggleDisabled}
                      title={
                        toggleDisabled
                          ? t('missionForm.skills.mandatoryMax', { max: MISSION_MANDATORY_SKILLS_MAX })
                          : undefined
                      }
                      onChange={() => onChange(toggleMissionSkillMandatory(value, skill.id))}
                    />
                    <Select
                      size="xs"
                      w={140}
                      data={yearOptions}
                      value={skill.yearsRequired === null ? '' : String(skill.yearsRequired)}
                      onChange={(next) => onChange(setMissionSkillYears(value, skill.id, next ? Number(next) : null))}
                      aria-label={t('missionForm.skills.yearsLabel', { name: skill.name })}
                      allowDeselect={false}
                      comboboxProps={{ withinPortal: true }}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="danger"
                      aria-label={t('missionForm.skills.remove', { name: skill.name })}
                      onClick={() => onChange(value.filter((item) => item.id !== skill.id))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {error ? (
        <Text size="sm" c="danger" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
