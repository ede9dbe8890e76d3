import { MissionReviewsCard } from './mission-reviews-card';

/** The freelancer's rating of a mission on their mission page: shown once the mission is finished. */
export function ReviewPanel({ missionId }: { missionId: string }) {
  return <MissionReviewsCard missionId={missionId} hideUntilFinished />;
}
