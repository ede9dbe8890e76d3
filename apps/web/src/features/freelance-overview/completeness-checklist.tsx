import { Anchor, Card, Flex, List, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { profileCompletenessElements } from '@orbite/domain/profile-completeness';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAudienceT } from '../../ui/audience';
import { ScoreRing } from '../../ui/score-ring';
import { useT } from '../../ui/use-t';
import { profileAnchors } from '../profile/profile-anchors';
import type { CompletenessItem } from './freelance-overview-operations';

/** Section of the profile page each element is edited in (its anchor). */
export const completenessAnchors: Record<(typeof profileCompletenessElements)[number], string> = {
  tagline: profileAnchors.tagline,
  biography: profileAnchors.biography,
  picture: profileAnchors.picture,
  missionPreferences: profileAnchors.preferences,
  experiences: profileAnchors.experiences,
  topSkill: profileAnchors.skills,
};

/**
 * The completeness checklist with its progress ring (score from the server); an undone item links
 * to its section of the profile when `profilePath` is given.
 */
export function CompletenessChecklist({
  score,
  items,
  profilePath,
}: {
  score: number;
  items: CompletenessItem[];
  profilePath?: string;
}) {
  const t = useT();
  const audienceT = useAudienceT();
  const known = items.filter((item): item is CompletenessItem & { element: keyof typeof completenessAnchors } =>
    (profileCompletenessElements as readonly string[]).includes(item.element),
  );
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="completeness-title">
      {/* On a phone the ring above the list, which keeps the card's width (two words a line beside it). */}
      <Flex direction={{ base: 'column', xs: 'row' }} align={{ base: 'flex-start', xs: 'center' }} gap="lg">
        <ScoreRing
          size={110}
          thickness={10}
          value={score}
          color={score === 100 ? 'success' : 'orbite'}
          label={
            <Text ta="center" fw={700} size="lg" data-testid="completeness-score">
              {t('dashboard.completeness.score', { score })}
            </Text>
          }
          aria-label={t('dashboard.completeness.aria', { score })}
        />
        <Stack gap={6} style={{ flex: 1 }}>
          <Title order={2} size="h4" id="completeness-title">
            {audienceT(score === 100 ? 'dashboard.completeness.titleComplete' : 'dashboard.completeness.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {score === 100
              ? audienceT('dashboard.completeness.complete')
              : audienceT('dashboard.completeness.subtitle')}
          </Text>
          <List spacing={4} size="sm" center>
            {known.map((item) => (
              <List.Item
                key={item.element}
                icon={
                  <ThemeIcon size={20} radius="xl" color={item.done ? 'success' : 'gray'} variant="light">
                    {item.done ? <IconCheck size={12} aria-hidden /> : <IconCircleDashed size={12} aria-hidden />}
                  </ThemeIcon>
                }
              >
                {item.done || !profilePath ? (
                  <Text size="sm" c={item.done ? 'dimmed' : undefined} td={item.done ? 'line-through' : undefined}>
                    {audienceT(`dashboard.completeness.item.${item.element}`)}
                    {item.done ? <VisuallyHidden> ({t('dashboard.completeness.done')})</VisuallyHidden> : null}
                  </Text>
                ) : (
                  <Anchor component={Link} to={`${profilePath}#${completenessAnchors[item.element]}`} size="sm">
                    {audienceT(`dashboard.completeness.item.${item.element}`)}
                  </Anchor>
                )}
              </List.Item>
            ))}
          </List>
        </Stack>
      </Flex>
    </Card>
  );
}
