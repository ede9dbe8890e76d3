import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useScrollToHash } from '../../ui/use-scroll-to-hash';
import { useT } from '../../ui/use-t';
import { CompanyBillingSection } from './company-billing-section';
import { CompanyLegalSection } from './company-legal-section';
import { useCompanySettings } from './company-settings-operations';

/**
 * A company's settings, section by section (legal identity, billing), for its administrators and the
 * team. Opening the page on #legal or #billing scrolls to that section once it is loaded.
 */
export function CompanySettingsPanel({ companyId, team = false }: { companyId: string; team?: boolean }) {
  const t = useT();
  const { data, loading, error, refetch } = useCompanySettings(companyId);
  const settings = data?.companySettings ?? null;
  useScrollToHash(Boolean(settings));
  if (error && !settings)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} title={t('companySettings.loadError')}>
        <Button variant="light" color="red" size="xs" onClick={() => refetch()}>
          {t('companySettings.retry')}
        </Button>
      </Alert>
    );
  return (
    <Stack gap="lg">
      <CompanyLegalSection companyId={companyId} settings={settings} loading={loading} />
      <CompanyBillingSection companyId={companyId} settings={settings} loading={loading} team={team} />
    </Stack>
  );
}
