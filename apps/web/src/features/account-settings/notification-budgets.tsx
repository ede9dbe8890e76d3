import { Group, Input, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../ui/use-t';
import { type NotificationBudget, useUpdateNotificationBudget } from './account-settings-operations';
import { budgetOptions, capOf } from './notification-settings';

const NO_CAP = 'none';

/**
 * A weekly e-mail cap for each chosen category, saved at once: beyond it the e-mails of the week
 * are gathered into one summary, never lost.
 */
export function NotificationBudgets({
  categories,
  budgets,
  run,
}: {
  categories: string[];
  budgets: NotificationBudget[];
  run: (job: () => Promise<boolean>) => Promise<unknown>;
}) {
  const t = useT();
  const [update] = useUpdateNotificationBudget();
  const [edited, setEdited] = useState<Record<string, number | null>>({});
  if (categories.length === 0) return null;

  const save = (category: string, weeklyCap: number | null) => {
    setEdited((previous) => ({ ...previous, [category]: weeklyCap }));
    void run(async () => {
      const result = await update({ variables: { category, weeklyCap } });
      // Saved: the cache holds the new cap; failed: the saved cap shows again.
      setEdited(({ [category]: _done, ...others }) => others);
      return !result.error && Boolean(result.data?.updateNotificationBudget);
    });
  };

  return (
    <Stack gap="xs">
      <div>
        <Input.Label component="p" m={0}>
          {t('notifications.budget.title')}
        </Input.Label>
        <Text size="xs" c="dimmed">
          {t('notifications.budget.hint')}
        </Text>
      </div>
      {categories.map((category) => {
        const name = t(`settings.notifications.category.${category}`);
        const cap = category in edited ? (edited[category] ?? null) : capOf(budgets, category);
        return (
          <Group key={category} justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
              {name}
            </Text>
            <Select
              size="xs"
              w={{ base: 192, xs: 210 }}
              style={{ flexShrink: 0 }}
              allowDeselect={false}
              checkIconPosition="right"
              aria-label={t('notifications.budget.label', { category: name })}
              value={cap === null ? NO_CAP : String(cap)}
              data={[
                { value: NO_CAP, label: t('notifications.budget.none') },
                ...budgetOptions(cap).map((count) => ({
                  value: String(count),
                  label: t('notifications.budget.cap', { count }),
                })),
              ]}
              onChange={(value) => {
                if (value === null) return;
                save(category, value === NO_CAP ? null : Number(value));
              }}
            />
          </Group>
        );
      })}
    </Stack>
  );
}
