import { Card, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import { IconCheck, IconPoint, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../ui/use-t';
import type { Match } from '../matches/match-operations';
import { openSlots, pipelineTimeline, type TimelineState } from './match-progress';

const bullet: Record<TimelineState, { color: string; icon: ReactNode }> = {
  done: { color: 'success', icon: <IconCheck size={12} /> },
  current: { color: 'orbite', icon: <IconPoint size={14} /> },
  upcoming: { color: 'gray', icon: <IconPoint size={12} /> },
  exit: { color: 'danger', icon: <IconX size={12} /> },
};

/**
 * The freelancer's way to the mission, stage by stage: the stages passed in green, the current one
 * highlighted with what it means, those to come in grey; a match that ended shows its exit in red.
 */
export function PipelineTimeline({
  match,
}: {
  match: Pick<Match, 'status' | 'freelanceStatus' | 'presentedAt' | 'selected' | 'meeting'>;
}) {
  const t = useT();
  const steps = pipelineTimeline(match);
  const active = steps.findLastIndex((step) => step.state !== 'upcoming');
  return (
    <Card withBorder radius="lg" p="lg">
      <Title order={2} size="h4" mb="md">
        {t('freelancerMissions.timeline.title')}
      </Title>
      <Timeline
        active={active}
        bulletSize={22}
        lineWidth={2}
        color="success"
        aria-label={t('freelancerMissions.timeline.title')}
      >
        {steps.map((step) => {
          const { color, icon } = bullet[step.state];
          const highlighted = step.state === 'current' || step.state === 'exit';
          return (
            <Timeline.Item
              key={step.stage}
              data-state={step.state}
              aria-current={highlighted ? 'step' : undefined}
              bullet={
                <ThemeIcon size={22} radius="xl" color={color} variant={step.state === 'upcoming' ? 'light' : 'filled'}>
                  {icon}
                </ThemeIcon>
              }
              title={
                <Text
                  size="sm"
                  fw={highlighted ? 700 : 500}
                  c={step.state === 'upcoming' ? 'dimmed' : step.state === 'exit' ? 'danger' : undefined}
                >
                  {t(`enum.pipelineStage.${step.stage}`)}
                </Text>
              }
            >
              {highlighted ? (
                <Text size="xs" c="dimmed">
                  {t(
                    step.stage === 'datePicking' && openSlots(match).length === 0
                      ? 'freelancerMissions.stageHint.datePickingAwaiting'
                      : `freelancerMissions.stageHint.${step.stage}`,
                  )}
                </Text>
              ) : null}
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Card>
  );
}
