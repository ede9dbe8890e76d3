import { Tabs } from '@mantine/core';
import type { ComponentType } from 'react';
import { useT } from '../../ui/use-t';
import { backofficeMatchingSections } from '../backoffice-matching/backoffice-mission-sections';
import { MissionDealSection, missionStatusesWithDeal } from '../deals/mission-deal-section';
import { MissionProfilesSection } from '../enterprise-matches/mission-profiles-section';
import { MissionInvoicesSection, missionStatusesWithInvoices } from '../invoices/mission-invoices-section';
import { hasReviewSection, MissionReviewSection } from '../reviews/mission-review-section';
import { MissionWorkLogsSection, missionStatusesWithWorkLogs } from '../work-logs/mission-work-logs-section';
import type { MissionViewer } from './mission-actions';
import { MissionActivity } from './mission-activity';
import { MissionDetails } from './mission-details';
import type { MissionDetail } from './mission-operations';

export interface MissionSectionProps {
  mission: MissionDetail;
  viewer: MissionViewer;
  /** The page of another mission in the same area (a copy's source). */
  missionPath: (id: string) => string;
}

export interface MissionSection {
  /** In the path in the enterprise area (/enterprise/missions/12/history), in `?tab=` in the back office. */
  id: string;
  /** Message id of the tab. */
  titleId: string;
  component: ComponentType<MissionSectionProps>;
  /** Whether the viewer sees the section (every viewer when absent). */
  visible?: (mission: MissionDetail, viewer: MissionViewer) => boolean;
}

/**
 * The sections of the mission page, in the order of their tabs; the first is the default. A new
 * section is one more entry here (its component receives the mission, the viewer and missionPath).
 */
export const missionSections: readonly MissionSection[] = [
  { id: 'details', titleId: 'missions.section.details', component: MissionDetails },
  ...backofficeMatchingSections,
  {
    id: 'profiles',
    titleId: 'enterpriseMatches.section',
    component: MissionProfilesSection,
    visible: (mission, viewer) => viewer === 'corporate' && mission.status !== 'notFinalized',
  },
  {
    id: 'deal',
    titleId: 'deals.section',
    component: MissionDealSection,
    visible: (mission) => missionStatusesWithDeal.includes(mission.status),
  },
  {
    id: 'worklogs',
    titleId: 'workLogs.section',
    component: MissionWorkLogsSection,
    visible: (mission) => missionStatusesWithWorkLogs.includes(mission.status),
  },
  {
    id: 'review',
    titleId: 'reviews.section',
    component: MissionReviewSection,
    visible: (mission) => hasReviewSection(mission.status),
  },
  {
    id: 'invoices',
    titleId: 'invoices.mission.section',
    component: MissionInvoicesSection,
    visible: (mission) => missionStatusesWithInvoices.includes(mission.status),
  },
  { id: 'history', titleId: 'missions.section.history', component: MissionActivity },
];

export function visibleSections(mission: MissionDetail, viewer: MissionViewer): MissionSection[] {
  return missionSections.filter((section) => section.visible?.(mission, viewer) ?? true);
}

/** The section a path or query names, or the first one. */
export function sectionOf(sections: readonly MissionSection[], id: string | null | undefined): MissionSection {
  return sections.find((section) => section.id === id) ?? (sections[0] as MissionSection);
}

export function MissionSectionTabs({
  sections,
  active,
  onChange,
}: {
  sections: readonly MissionSection[];
  active: string;
  onChange: (id: string) => void;
}) {
  const t = useT();
  return (
    <Tabs value={active} onChange={(id) => id && onChange(id)}>
      <Tabs.List>
        {sections.map((section) => (
          <Tabs.Tab key={section.id} value={section.id}>
            {t(section.titleId)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
