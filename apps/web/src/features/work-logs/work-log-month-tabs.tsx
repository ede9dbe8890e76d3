import { Group, Tabs, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useT } from '../../ui/use-t';
import type { WorkLog } from './work-log-operations';
import { useMonthLabel, WorkLogStatusBadge } from './work-log-status-badge';

/** The month to open first: the oldest one waiting on the viewer, else the latest. */
export function defaultWorkLog(workLogs: readonly WorkLog[], waitingOn: (log: WorkLog) => boolean): WorkLog | null {
  return workLogs.find(waitingOn) ?? workLogs.at(-1) ?? null;
}

/** The months of a mission's work logs as tabs (arrow keys move between them), the chosen one below. */
export function WorkLogMonthTabs({
  workLogs,
  waitingOn,
  children,
}: {
  workLogs: readonly WorkLog[];
  waitingOn: (log: WorkLog) => boolean;
  children: (workLog: WorkLog) => ReactNode;
}) {
  const t = useT();
  const monthLabel = useMonthLabel();
  const [chosen, setChosen] = useState<string | null>(null);
  const active = workLogs.find((log) => log.id === chosen) ?? defaultWorkLog(workLogs, waitingOn);
  if (!active) return null;
  const several = new Set(workLogs.map((log) => log.deal.id)).size > 1;
  return (
    <Tabs value={active.id} onChange={setChosen} variant="pills" keepMounted={false}>
      <Tabs.List mb="md" style={{ flexWrap: 'wrap', rowGap: 6 }}>
        {workLogs.map((log) => (
          <Tabs.Tab key={log.id} value={log.id} style={{ flexShrink: 0, maxWidth: '100%', height: 'auto' }}>
            {/* The month and its status on one line, two on a phone where they would pass the card's edge. */}
            <Group gap={6} wrap="wrap" style={{ rowGap: 2 }}>
              <Text size="sm" fw={500}>
                {monthLabel(log.month)}
                {several ? ` · ${t('workLogs.version', { version: log.deal.version })}` : ''}
              </Text>
              <WorkLogStatusBadge status={log.status} contested={Boolean(log.statusComment)} />
            </Group>
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={active.id}>{children(active)}</Tabs.Panel>
    </Tabs>
  );
}
