import { Badge, Tabs } from '@mantine/core';
import type { MissionStatus } from '@orbite/domain/mission-status';
import { useT } from '../../ui/use-t';
import { useMissionStatusCounts } from './missions-operations';

/** Spec 002: a badge counter reads 99+ above 99. */
export const badgeCount = (count: number) => (count > 99 ? '99+' : String(count));

/** How many missions a tab shows: the sum of its statuses' counts. */
export function tabCount(statuses: readonly MissionStatus[], counts: ReadonlyMap<string, number>): number {
  return statuses.reduce((sum, status) => sum + (counts.get(status) ?? 0), 0);
}

/**
 * The tabs of a mission list, each with the number of missions it holds (`missionStatusCounts`:
 * every company's for the team, the company's own for a client).
 */
export function MissionListTabs({
  modes,
  statusesOf,
  value,
  onChange,
  labelPrefix,
}: {
  modes: readonly string[];
  statusesOf: (mode: string) => readonly MissionStatus[];
  value: string;
  onChange: (mode: string) => void;
  /** Message id prefix of the tab labels: `missions.mode.` or `missions.tab.`. */
  labelPrefix: string;
}) {
  const t = useT();
  const { data } = useMissionStatusCounts();
  const counts = new Map((data?.missionStatusCounts ?? []).map((c) => [c.status, c.count]));
  return (
    <Tabs value={value} onChange={(next) => next && onChange(next)} keepMounted={false}>
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        {modes.map((mode) => (
          <Tabs.Tab
            key={mode}
            value={mode}
            style={{ flexShrink: 0 }}
            rightSection={
              // Until the counts answer, an invisible badge keeps their place: the tabs keep their height.
              data ? (
                <Badge size="sm" variant={mode === value ? 'filled' : 'light'} color="gray" circle={false}>
                  {badgeCount(tabCount(statusesOf(mode), counts))}
                </Badge>
              ) : (
                <Badge
                  size="sm"
                  variant="light"
                  color="gray"
                  circle={false}
                  aria-hidden
                  style={{ visibility: 'hidden' }}
                >
                  0
                </Badge>
              )
            }
          >
            {t(`${labelPrefix}${mode}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
