import { ActionIcon, Alert, Badge, Button, Group, Paper, Select, Stack, Text, Tooltip } from '@mantine/core';
import { PROFILE_LIMITS } from '@orbite/domain/profile-limits';
import {
  addSkill,
  hasReachedMaxSkills,
  SKILLS_SHOWN_BY_DEFAULT,
  sortSkills,
  togglePrimary,
} from '@orbite/domain/skills';
import { IconInfoCircle, IconStar, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../ui/use-t';
import { useRecommendedSkills } from './catalogue-operations';
import { AddChip } from './profile-section';
import type { CatalogueSkill } from './profile-types';
import { durationOptions } from './skill-duration';
import { SkillSearch } from './skill-search';

/** The API's maximum of skills on a profile (apps/api MAX_SKILLS; not yet a constant of packages/domain). */
export const PROFILE_MAX_SKILLS = PROFILE_LIMITS.skills;

/** A skill being edited: `id` is the catalogue skill's id (what the domain rules compare). */
export interface EditorSkill {
  id: string;
  name: string;
  duration: number | null;
  primary: boolean;
  wished: boolean;
}

/**
 * The skills editor of the spec: search and recommendations to add, the primary rule of the
 * domain (added while fewer than 2 are primary → primary), durations empty or 1-25 years shown in
 * months, sorted primary first then duration, 8 shown then "show all", and a maximum with its message.
 */
export function SkillsEditor({
  value,
  onChange,
  maxSkills = PROFILE_MAX_SKILLS,
}: {
  value: EditorSkill[];
  onChange: (skills: EditorSkill[]) => void;
  maxSkills?: number;
}) {
  const t = useT();
  const [showAll, setShowAll] = useState(false);
  const full = hasReachedMaxSkills(value, maxSkills);
  const chosen = new Set(value.map((skill) => skill.id));
  const { data } = useRecommendedSkills(value.map((skill) => skill.id));
  const recommended = (data?.recommendedSkills ?? []).filter((skill) => !chosen.has(skill.id));
  const sorted = sortSkills(value);
  const shown = showAll ? sorted : sorted.slice(0, SKILLS_SHOWN_BY_DEFAULT);
  const options = durationOptions(t);

  const add = (skill: CatalogueSkill) =>
    onChange(
      addSkill(value, { id: skill.id, name: skill.name, duration: null, primary: false, wished: false }, { maxSkills }),
    );
  const update = (id: string, patch: Partial<EditorSkill>) =>
    onChange(value.map((skill) => (skill.id === id ? { ...skill, ...patch } : skill)));

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <div style={{ flex: 1 }}>
          <SkillSearch excluded={chosen} onPick={add} disabled={full} />
        </div>
        <Text size="sm" c={full ? 'danger' : 'dimmed'} pb={8} aria-live="polite">
          {t('skills.count', { count: value.length, max: maxSkills })}
        </Text>
      </Group>
      {full ? (
        <Alert color="warning" variant="light" icon={<IconInfoCircle size={18} />} role="status">
          {t('skills.maxReached', { max: maxSkills })}
        </Alert>
      ) : null}
      {!full && recommended.length > 0 ? (
        <Stack gap={6}>
          <Text size="xs" fw={600} c="dimmed" tt="uppercase">
            {t('skills.recommended')}
          </Text>
          <Group gap={6}>
            {recommended.map((skill) => (
              <AddChip key={skill.id} label={skill.name} onClick={() => add(skill)} />
            ))}
          </Group>
        </Stack>
      ) : null}
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('skills.emptyEditor')}
        </Text>
      ) : (
        <Stack gap={6} role="list" aria-label={t('skills.listLabel')}>
          {shown.map((skill) => (
            <Paper key={skill.id} withBorder radius="md" px="sm" py={6} role="listitem" aria-label={skill.name}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Tooltip label={t(skill.primary ? 'skills.primary.unset' : 'skills.primary.set')}>
                    <ActionIcon
                      variant="subtle"
                      color={skill.primary ? 'accent.7' : 'gray'}
                      aria-pressed={skill.primary}
                      aria-label={t('skills.primary.toggle', { name: skill.name })}
                      onClick={() => onChange(togglePrimary(value, skill.id, 'freelance'))}
                    >
                      {skill.primary ? <IconStarFilled size={18} /> : <IconStar size={18} />}
                    </ActionIcon>
                  </Tooltip>
                  <Text size="sm" fw={skill.primary ? 700 : 500} truncate>
                    {skill.name}
                  </Text>
                  {skill.primary ? (
                    <Badge size="xs" color="accent.7" variant="light">
                      {t('skills.primary.badge')}
                    </Badge>
                  ) : null}
                </Group>
                <Group gap="xs" wrap="nowrap">
                  <Select
                    size="xs"
                    w={170}
                    data={options}
                    value={skill.duration === null ? '' : String(skill.duration)}
                    onChange={(next) => update(skill.id, { duration: next ? Number(next) : null })}
                    aria-label={t('skills.duration.label', { name: skill.name })}
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: true }}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="danger"
                    aria-label={t('skills.remove', { name: skill.name })}
                    onClick={() => onChange(value.filter((item) => item.id !== skill.id))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {sorted.length > SKILLS_SHOWN_BY_DEFAULT ? (
        <Button variant="subtle" size="xs" w="fit-content" onClick={() => setShowAll((all) => !all)}>
          {showAll ? t('skills.showLess') : t('skills.showAll', { count: sorted.length })}
        </Button>
      ) : null}
    </Stack>
  );
}
