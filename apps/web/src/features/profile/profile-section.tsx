import { ActionIcon, Button, Card, Group, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { type ComponentType, type ReactNode, useId } from 'react';
import { useT } from '../../ui/use-t';

/** Scrolled to, a section stops below the app's fixed header, not under it. */
export const sectionScrollMargin = { scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + 16px)' };

/**
 * One section of the profile: a titled card whose body is either its view or its edit form.
 * The pencil opens the form (`editing`); the form calls `onDone` on save or cancel.
 */
export function ProfileSection({
  anchor,
  title,
  icon: Icon,
  description,
  editing,
  onEdit,
  editLabel,
  action,
  children,
}: {
  /** The section's id, which a link opens the page on (`profileAnchors`). */
  anchor?: string;
  title: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  description?: string;
  editing?: boolean;
  onEdit?: () => void;
  editLabel?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const titleId = useId();
  const label = editLabel ?? t('profile.edit', { section: title });
  return (
    <Card
      withBorder
      radius="lg"
      p="lg"
      component="section"
      aria-labelledby={titleId}
      id={anchor}
      style={anchor ? sectionScrollMargin : undefined}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <ThemeIcon variant="light" size={36} radius="md" style={{ flexShrink: 0 }}>
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
          {action ? <div style={{ flexShrink: 0 }}>{action}</div> : null}
          {onEdit && !editing ? (
            <Tooltip label={label}>
              <ActionIcon variant="subtle" size="lg" onClick={onEdit} aria-label={label}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** What an empty section shows: a short line and the call to fill it. */
export function EmptySection({ text, action, onAction }: { text: string; action: string; onAction: () => void }) {
  return (
    <Stack align="flex-start" gap="xs" py={4}>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
      <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={onAction}>
        {action}
      </Button>
    </Stack>
  );
}

/** Save and cancel buttons at the bottom of a section's form. */
export function FormActions({ submitting, onCancel }: { submitting: boolean; onCancel: () => void }) {
  const t = useT();
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={submitting}>
        {t('profile.save')}
      </Button>
    </Group>
  );
}

/** A suggestion to add (recommended skill, job title): a small outlined pill with a plus. */
export function AddChip({ label, onClick }: { label: string; onClick: () => void }) {
  const t = useT();
  return (
    <Button
      variant="outline"
      size="compact-sm"
      radius="xl"
      fw={500}
      leftSection={<IconPlus size={14} />}
      onClick={onClick}
      aria-label={t('profile.addItem', { name: label })}
    >
      {label}
    </Button>
  );
}
