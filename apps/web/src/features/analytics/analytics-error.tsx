import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useT } from '../../ui/use-t';

/** The report could not be loaded: say so and offer to try again. */
export function AnalyticsError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <Alert color="danger" icon={<IconAlertCircle size={18} />} role="alert">
      <Group justify="space-between">
        {t('analytics.loadError')}
        <Button size="xs" variant="white" onClick={onRetry}>
          {t('analytics.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
