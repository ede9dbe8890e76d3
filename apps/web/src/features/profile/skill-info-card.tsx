import { Badge, Group, HoverCard, Loader, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useT } from '../../ui/use-t';
import { useSession } from '../session/session-context';
import { useSkillInfoCard } from './catalogue-operations';

/** The spec's hover card: team members only, opens after 700 ms, closes after 300 ms, 400-500 px wide. */
export const SKILL_CARD = { openDelay: 700, closeDelay: 300, width: 450 } as const;

/**
 * Wraps a skill chip (an item of the chips' list) with its info card for team members; others get the chip
 * alone. The card opens on hover, as the spec's does: its target is no popup button (no dialog roles).
 */
export function SkillInfoCard({ skillId, children }: { skillId: string; children: ReactNode }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  if (!user?.teamMember) return <li>{children}</li>;
  return (
    <HoverCard
      withRoles={false}
      width={SKILL_CARD.width}
      openDelay={SKILL_CARD.openDelay}
      closeDelay={SKILL_CARD.closeDelay}
      shadow="md"
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
    >
      <HoverCard.Target>
        <li>{children}</li>
      </HoverCard.Target>
      <HoverCard.Dropdown>
        <SkillCardBody skillId={skillId} open={open} />
      </HoverCard.Dropdown>
    </HoverCard>
  );
}

function SkillCardBody({ skillId, open }: { skillId: string; open: boolean }) {
  const t = useT();
  const { data, loading } = useSkillInfoCard(skillId, open);
  const skill = data?.skill;
  if (loading || !skill) return <Loader size="sm" />;
  return (
    <Stack gap={6}>
      <Text fw={700}>{skill.name}</Text>
      {skill.description ? <Text size="sm">{skill.description}</Text> : null}
      <Group gap="lg">
        {skill.firstReleased ? (
          <Text size="xs" c="dimmed">
            {t('skills.card.firstReleased', { value: skill.firstReleased })}
          </Text>
        ) : null}
        {skill.latestStableVersion ? (
          <Text size="xs" c="dimmed">
            {t('skills.card.latestVersion', { value: skill.latestStableVersion })}
          </Text>
        ) : null}
      </Group>
      {skill.aliases.length > 0 ? (
        <Text size="xs">{t('skills.card.aliases', { value: skill.aliases.join(', ') })}</Text>
      ) : null}
      {skill.relatedSkills.length > 0 ? (
        <Group gap={4}>
          {skill.relatedSkills.map((related) => (
            <Badge key={related.id} size="xs" variant="outline">
              {related.name}
            </Badge>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
