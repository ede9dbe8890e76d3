import { ActionIcon, Card, Group, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { type ComponentType, type ReactNode, useId } from 'react';

/** A titled card of the legal identity: icon, title, the form-state chip, the pencil that opens the form. */
export function LegalCard({
  title,
  description,
  icon: Icon,
  chip,
  editLabel,
  onEdit,
  children,
}: {
  title: string;
  description?: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  chip?: ReactNode;
  editLabel: string;
  onEdit?: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size={36} radius="md">
              <Icon size={20} stroke={1.7} />
            </ThemeIcon>
            <div>
              <Title order={2} size="h4" id={titleId}>
                {title}
              </Title>
              {description ? (
                <Text size="sm" c="dimmed">
                  {description}
                </Text>
              ) : null}
            </div>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {chip}
            {onEdit ? (
              <Tooltip label={editLabel}>
                <ActionIcon variant="subtle" size="lg" onClick={onEdit} aria-label={editLabel}>
                  <IconPencil size={18} />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** One line of a section's view: a label and its value, or a dash. */
export function InfoRow({ label, value, empty }: { label: string; value: ReactNode; empty: string }) {
  const missing = value === null || value === undefined || value === '';
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      {/* A div: a value may be a badge or a block, which a paragraph cannot hold (the page would not hydrate). */}
      <Text component="div" size="sm" c={missing ? 'dimmed' : undefined} style={{ whiteSpace: 'pre-line' }}>
        {missing ? empty : value}
      </Text>
    </div>
  );
}
