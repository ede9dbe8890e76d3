import { Badge, type BadgeProps } from '@mantine/core';
import {
  type FreelancePipelineStage,
  isMatchActive,
  type MatchStatus,
  pipelineColor,
} from '@orbite/domain/match-status';
import { type MissionStatus, missionStatusColor, type StatusColor } from '@orbite/domain/mission-status';
import { useT } from '../../ui/use-t';

/** The theme colour of each of the spec's status colours. */
export const statusColorTheme: Record<StatusColor, string> = {
  red: 'danger',
  grey: 'gray',
  green: 'success',
  blue: 'orbite',
};

/** Status badges keep their whole label (a table's cell would otherwise cut it with an ellipsis). */
type Extra = Omit<BadgeProps, 'color' | 'children'>;

/** A mission's status with the spec's colour (red refusals and failures, grey before validation, green from on-going). */
export function MissionStatusBadge({ status, ...props }: { status: MissionStatus } & Extra) {
  const t = useT();
  return (
    <Badge variant="light" color={statusColorTheme[missionStatusColor(status)]} miw="max-content" {...props}>
      {t(`enum.missionStatus.${status}`)}
    </Badge>
  );
}

/** A freelancer's pipeline stage for a match, with the spec's colours (green when ready, red for the exits). */
export function PipelineStageBadge({ stage, ...props }: { stage: FreelancePipelineStage } & Extra) {
  const t = useT();
  return (
    <Badge variant="light" color={statusColorTheme[pipelineColor(stage)]} miw="max-content" {...props}>
      {t(`enum.pipelineStage.${stage}`)}
    </Badge>
  );
}

/** A match's status as the team and the client name it: blue while in play, grey once closed, green confirmed. */
export function MatchStatusBadge({ status, ...props }: { status: MatchStatus } & Extra) {
  const t = useT();
  const color = status === 'corporateConfirmed' ? 'success' : isMatchActive(status) ? 'orbite' : 'gray';
  return (
    <Badge variant="light" color={color} miw="max-content" {...props}>
      {t(`enum.matchStatus.${status}`)}
    </Badge>
  );
}
