import { Badge, Card, Checkbox, Group, Input, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormStateChip, useFormState } from '../../ui/form-state-chip';
import { useT } from '../../ui/use-t';
import { useMyNotificationSettings, useUpdateNotificationSettings } from './account-settings-operations';
import { NotificationBudgets } from './notification-budgets';
import {
  categoryList,
  isDelivered,
  mediumList,
  type NotificationValues,
  toNotificationValues,
  withCategories,
  withMediums,
} from './notification-settings';

/**
 * What the user is notified about and where: each change is saved at once, with the form-state chip.
 * In-app notifications are always on; only the mediums the server can deliver can be chosen, the
 * others show as coming soon. Each chosen category can cap its e-mails per week.
 */
export function NotificationSettingsCard() {
  const t = useT();
  const { data, loading } = useMyNotificationSettings();
  const [update] = useUpdateNotificationSettings();
  const { state, run } = useFormState();
  const [edited, setEdited] = useState<NotificationValues | null>(null);
  const saved = data?.me ? toNotificationValues(data.me) : null;
  const values = edited ?? saved;
  const available = data?.availableNotificationMedia ?? ['email'];
  const mediums = mediumList(available);

  const save = (next: NotificationValues) => {
    setEdited(next);
    void run(async () => {
      const result = await update({ variables: next });
      return !result.error && Boolean(result.data?.updateNotificationSettings);
    });
  };

  return (
    <Card withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" preventGrowOverflow={false}>
          <div>
            <Title order={2} size="h4">
              {t('settings.notifications.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('settings.notifications.subtitle')}
            </Text>
          </div>
          <FormStateChip
            state={state}
            labels={{
              submitting: t('settings.chip.submitting'),
              success: t('settings.chip.success'),
              error: t('settings.chip.error'),
            }}
          />
        </Group>
        {!values ? (
          loading ? (
            <Skeleton h={180} radius="md" />
          ) : null
        ) : (
          <>
            <Checkbox.Group
              label={t('settings.notifications.categories')}
              value={values.categories}
              onChange={(checked) => save(withCategories(values, checked))}
            >
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" mt="xs">
                {categoryList.map((category) => (
                  <Checkbox key={category} value={category} label={t(`settings.notifications.category.${category}`)} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <Stack gap="xs">
              <Input.Label component="p" m={0}>
                {t('settings.notifications.mediums')}
              </Input.Label>
              <Checkbox checked disabled readOnly label={t('settings.notifications.medium.inApp')} />
              {mediums.map((medium) =>
                isDelivered(medium, available) ? (
                  <Checkbox
                    key={medium}
                    checked={values.mediums.includes(medium)}
                    label={t(`settings.notifications.medium.${medium}`)}
                    onChange={(event) => {
                      const checked = values.mediums.filter((item) => item !== medium);
                      save(
                        withMediums(values, event.currentTarget.checked ? [...checked, medium] : checked, available),
                      );
                    }}
                  />
                ) : (
                  <Checkbox
                    key={medium}
                    checked={false}
                    disabled
                    readOnly
                    label={
                      <Group gap={6} component="span">
                        {t(`settings.notifications.medium.${medium}`)}
                        <Badge size="xs" variant="light" color="gray">
                          {t('settings.notifications.soon')}
                        </Badge>
                      </Group>
                    }
                  />
                ),
              )}
              {mediums.some((medium) => !isDelivered(medium, available)) ? (
                <Text size="xs" c="dimmed">
                  {t('notifications.settings.soonNote')}
                </Text>
              ) : null}
            </Stack>
            {values.mediums.includes('email') ? (
              <NotificationBudgets categories={values.categories} budgets={data?.notificationBudgets ?? []} run={run} />
            ) : null}
          </>
        )}
      </Stack>
    </Card>
  );
}
