import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { MissionSection, MissionSectionProps } from '../missions/mission-sections';

// Loaded when the tab opens: the client's mission page, which shares the sections' list, never downloads them.
const Recommendations = lazy(() =>
  import('./recommendations-section').then((module) => ({ default: module.RecommendationsSection })),
);
const FunnelSummary = lazy(() =>
  import('./funnel-summary-section').then((module) => ({ default: module.FunnelSummarySection })),
);

function MatchingTab({ mission }: MissionSectionProps) {
  return (
    <Suspense fallback={<Skeleton h={320} radius="lg" />}>
      <Recommendations mission={mission} />
    </Suspense>
  );
}

function FunnelTab({ mission }: MissionSectionProps) {
  return (
    <Suspense fallback={<Skeleton h={160} radius="lg" />}>
      <FunnelSummary mission={mission} />
    </Suspense>
  );
}

const teamOnly = (_mission: unknown, viewer: string) => viewer === 'teamMember';

/** The team's sections of the mission page: the engine's recommendations and the funnel at a glance. */
export const backofficeMatchingSections: readonly MissionSection[] = [
  { id: 'matching', titleId: 'boMatching.section.matching', component: MatchingTab, visible: teamOnly },
  { id: 'funnel', titleId: 'boMatching.section.funnel', component: FunnelTab, visible: teamOnly },
];
