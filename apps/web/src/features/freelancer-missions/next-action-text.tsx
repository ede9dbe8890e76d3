import { Badge, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconHourglassHigh } from '@tabler/icons-react';
import { useT } from '../../ui/use-t';
import type { NextAction } from './match-progress';
import { useSlotLabel } from './slot-picker';

/** What comes next on a match, in one line: highlighted when it is up to the freelancer. */
export function NextActionText({ action }: { action: NextAction }) {
  const t = useT();
  const label = useSlotLabel();
  const text = t(`freelancerMissions.next.${action.kind}`, { date: action.at ? label(action.at) : '' });
  if (action.urgent)
    return (
      <Badge
        color="warning"
        variant="filled"
        leftSection={<IconAlertCircle size={12} />}
        tt="none"
        size="lg"
        radius="sm"
        h="auto"
        py={4}
        styles={{ label: { whiteSpace: 'normal' } }}
      >
        {text}
      </Badge>
    );
  return (
    <Group gap={4} wrap="nowrap">
      <IconHourglassHigh size={14} color="var(--mantine-color-dimmed)" aria-hidden />
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Group>
  );
}
