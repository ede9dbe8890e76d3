import { Badge, Button, Group, Stack } from '@mantine/core';
import { SKILLS_SHOWN_BY_DEFAULT, sortSkills } from '@orbite/domain/skills';
import { IconStarFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../ui/use-t';
import { durationLabel } from './skill-duration';
import { SkillInfoCard } from './skill-info-card';

interface ChipSkill {
  id: string;
  skillId: string;
  name: string;
  duration: number | null;
  primary: boolean;
}

/** Skills read-only: primary first then duration (in months), 8 shown then "show all". */
export function SkillChips({ skills }: { skills: ChipSkill[] }) {
  const t = useT();
  const [showAll, setShowAll] = useState(false);
  const sorted = sortSkills(skills);
  const shown = showAll ? sorted : sorted.slice(0, SKILLS_SHOWN_BY_DEFAULT);
  return (
    <Stack gap="xs" align="flex-start">
      <Group component="ul" gap={8} m={0} p={0} style={{ listStyle: 'none' }}>
        {shown.map((skill) => (
          <SkillInfoCard key={skill.id} skillId={skill.skillId}>
            <Badge
              size="lg"
              radius="md"
              variant={skill.primary ? 'filled' : 'light'}
              color={skill.primary ? 'orbite' : 'gray'}
              leftSection={skill.primary ? <IconStarFilled size={12} aria-label={t('skills.primary.badge')} /> : null}
              tt="none"
              fw={600}
              // In a narrow column the duration goes to a second line rather than behind an ellipsis.
              h="auto"
              mih={26}
              py={4}
              styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
            >
              {skill.name}
              {skill.duration !== null ? ` · ${durationLabel(t, skill.duration)}` : ''}
            </Badge>
          </SkillInfoCard>
        ))}
      </Group>
      {sorted.length > SKILLS_SHOWN_BY_DEFAULT ? (
        <Button variant="subtle" size="xs" px={4} onClick={() => setShowAll((all) => !all)}>
          {showAll ? t('skills.showLess') : t('skills.showAll', { count: sorted.length })}
        </Button>
      ) : null}
    </Stack>
  );
}
