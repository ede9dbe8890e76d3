import { Card, Collapse, Group, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';

/**
 * A card whose body folds under its title (spec 002: starts folded unless told otherwise; overflow
 * hidden 250 ms after folding, which Collapse's transition gives).
 */
export function FoldableCard({
  title,
  children,
  defaultFolded = true,
  extra,
}: {
  title: ReactNode;
  children: ReactNode;
  defaultFolded?: boolean;
  extra?: ReactNode;
}) {
  const [folded, setFolded] = useState(defaultFolded);
  const bodyId = useId();
  return (
    <Card withBorder radius="lg" p="lg">
      <Group justify="space-between" wrap="nowrap">
        <UnstyledButton
          onClick={() => setFolded((f) => !f)}
          aria-expanded={!folded}
          aria-controls={bodyId}
          style={{ flex: 1 }}
        >
          <Group gap="xs" wrap="nowrap">
            <IconChevronDown
              size={18}
              aria-hidden
              style={{ transform: folded ? 'rotate(-90deg)' : undefined, transition: 'transform 150ms' }}
            />
            <Title order={2} size="h4">
              {title}
            </Title>
          </Group>
        </UnstyledButton>
        {extra}
      </Group>
      <Collapse expanded={!folded} transitionDuration={250} id={bodyId}>
        <div style={{ paddingTop: 'var(--mantine-spacing-md)' }}>{children}</div>
      </Collapse>
    </Card>
  );
}
