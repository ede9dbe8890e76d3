import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { MatchRatio } from '../matches/match-card';
import type { MissionRecommendation } from '../matches/recommendation-operations';
import { CompanyAvatar } from './company-avatar';
import { ConnectBadge } from './connect-badge';
import { MissionAnswerActions } from './mission-answer-actions';
import { MandatorySkillChips, MissionFacts } from './mission-facts';

/** One recommended mission: who, what, when, how much, how well it fits, and the three answers. */
export function RecommendationCard({ recommendation }: { recommendation: MissionRecommendation }) {
  const { mission, evaluation } = recommendation;
  return (
    <Card withBorder radius="lg" p="lg" component="article" aria-labelledby={`mission-${mission.id}-title`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 280px' }}>
            <CompanyAvatar company={mission.company} size={48} />
            <div>
              <Anchor
                component={Link}
                to={`/freelancer/explore/mission/${mission.id}`}
                fw={700}
                size="lg"
                c="inherit"
                id={`mission-${mission.id}-title`}
              >
                {mission.title}
              </Anchor>
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  {mission.company?.name}
                </Text>
                {mission.offer === 'connect' ? <ConnectBadge /> : null}
              </Group>
            </div>
          </Group>
          <MatchRatio evaluation={evaluation} />
        </Group>
        <MissionFacts mission={mission} />
        <MandatorySkillChips skills={evaluation.skills} />
        <MissionAnswerActions mission={mission} withView />
      </Stack>
    </Card>
  );
}
