import { Badge, Tabs } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useT } from '../../ui/use-t';
import { badgeCount } from '../missions/mission-list-tabs';
import { useFreelanceModeCounts } from './freelance-list-operations';
import {
  type FreelanceListFiltersInput,
  type FreelanceListMode,
  freelanceListModes,
  modeNames,
} from './freelance-list-url';

/** The list's modes as tabs, each with how many freelancers it holds under the current filters. */
export function FreelanceListTabs({
  value,
  filters,
  onChange,
}: {
  value: FreelanceListMode;
  filters: FreelanceListFiltersInput;
  onChange: (mode: FreelanceListMode) => void;
}) {
  const t = useT();
  const { data } = useFreelanceModeCounts(filters);
  const counts = new Map((data?.freelanceModeCounts ?? []).map((c) => [c.mode, c.count]));
  // On a phone the tabs scroll sideways: the current one is brought into view (a reload on to-review).
  const list = useRef<HTMLDivElement>(null);
  const counted = Boolean(data);
  useEffect(() => {
    const element = list.current;
    const tab = element?.querySelector<HTMLElement>(`[data-mode="${value}"]`);
    if (!element || !tab || !counted) return;
    const left = tab.getBoundingClientRect().left - element.getBoundingClientRect().left + element.scrollLeft;
    element.scrollLeft = left - (element.clientWidth - tab.offsetWidth) / 2;
  }, [value, counted]);
  return (
    <Tabs value={value} onChange={(next) => next && onChange(next as FreelanceListMode)} keepMounted={false}>
      <Tabs.List ref={list} style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        {modeNames.map((mode) => (
          <Tabs.Tab
            key={mode}
            value={mode}
            data-mode={mode}
            style={{ flexShrink: 0 }}
            rightSection={
              data ? (
                <Badge
                  size="sm"
                  variant={mode === value ? 'filled' : 'light'}
                  color="gray"
                  circle={false}
                  data-testid={`count-${mode}`}
                >
                  {badgeCount(counts.get(freelanceListModes[mode]) ?? 0)}
                </Badge>
              ) : null
            }
          >
            {t(`freelanceList.mode.${mode}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
