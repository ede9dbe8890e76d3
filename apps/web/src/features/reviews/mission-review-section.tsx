import type { MissionSectionProps } from '../missions/mission-sections';
import { MissionReviewsCard } from './mission-reviews-card';

/** The "Évaluation" section of the mission page (client and team), once the mission is finished. */
export function MissionReviewSection({ mission }: MissionSectionProps) {
  return <MissionReviewsCard missionId={mission.id} />;
}

/** Whether the mission page shows the section: a finished or reviewed mission. */
export const hasReviewSection = (status: string) => status === 'finished' || status === 'reviewed';
