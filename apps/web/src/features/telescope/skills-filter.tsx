import { ActionIcon, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { TelescopeSkillFilter, TelescopeSkillMode } from '@orbite/domain/telescope';
import { TELESCOPE_MAX_SKILLS } from '@orbite/domain/telescope';
import { missionSkillDurations } from '@orbite/domain/validators';
import { IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useT } from '../../ui/use-t';
import { SkillSearch } from '../profile/skill-search';

/**
 * The skills of a search: picked from the catalogue, each with the years it needs at least, and
 * whether every skill is required or one is enough.
 */
export function SkillsFilter({
  skills,
  mode,
  names,
  onChange,
  onName,
}: {
  skills: readonly TelescopeSkillFilter[];
  mode: TelescopeSkillMode;
  /** Names by skill id, from the last results and the picks of this session. */
  names: ReadonlyMap<string, string>;
  onChange: (skills: TelescopeSkillFilter[], mode: TelescopeSkillMode) => void;
  onName: (id: string, name: string) => void;
}) {
  const t = useT();
  const excluded = useMemo(() => new Set(skills.map((skill) => skill.skillId)), [skills]);
  const yearOptions = useMemo(
    () => [
      { value: '0', label: t('telescope.skills.anyYears') },
      ...missionSkillDurations.map((years) => ({
        value: String(years),
        label: t('telescope.skills.years', { years }),
      })),
    ],
    [t],
  );
  const setYears = (skillId: string, minYears: number) =>
    onChange(
      skills.map((skill) => (skill.skillId === skillId ? { skillId, minYears } : skill)),
      mode,
    );

  return (
    <Stack gap="xs">
      <SkillSearch
        label={t('telescope.skills.label')}
        excluded={excluded}
        disabled={skills.length >= TELESCOPE_MAX_SKILLS}
        onPick={(skill) => {
          onName(skill.id, skill.name);
          onChange([...skills, { skillId: skill.id }], mode);
        }}
      />
      {skills.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t('telescope.skills.empty')}
        </Text>
      ) : null}
      {skills.map((skill) => {
        const name = names.get(skill.skillId) ?? t('telescope.skills.unnamed', { id: skill.skillId });
        return (
          <Group key={skill.skillId} gap="xs" wrap="nowrap" justify="space-between">
            {/* « Amazon Web Services » on two lines rather than cut beside its years. */}
            <Text size="sm" fw={600} lineClamp={2} style={{ flex: 1, minWidth: 0 }}>
              {name}
            </Text>
            <Select
              size="xs"
              w={120}
              aria-label={t('telescope.skills.minYears', { name })}
              data={yearOptions}
              value={String(skill.minYears ?? 0)}
              onChange={(value) => setYears(skill.skillId, Number(value ?? 0))}
              allowDeselect={false}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('telescope.skills.remove', { name })}
              onClick={() =>
                onChange(
                  skills.filter((s) => s.skillId !== skill.skillId),
                  mode,
                )
              }
            >
              <IconX size={14} />
            </ActionIcon>
          </Group>
        );
      })}
      {skills.length > 1 ? (
        <SegmentedControl
          size="xs"
          fullWidth
          aria-label={t('telescope.skills.mode')}
          value={mode}
          onChange={(value) => onChange([...skills], value === 'any' ? 'any' : 'all')}
          data={[
            { value: 'all', label: t('telescope.skills.modeAll') },
            { value: 'any', label: t('telescope.skills.modeAny') },
          ]}
        />
      ) : null}
    </Stack>
  );
}
