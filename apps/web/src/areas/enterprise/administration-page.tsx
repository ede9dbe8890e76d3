import { Stack, Text, Title } from '@mantine/core';
import { CompanySettingsPanel } from '../../features/company-settings/company-settings-panel';
import { CompanyInvoices } from '../../features/invoices/company-invoices';
import { useCurrentUser } from '../../features/session/session-context';
import { useT } from '../../ui/use-t';

/** /enterprise/administration: the company's legal identity (#legal), its billing settings (#billing), its invoices. */
export default function AdministrationPage() {
  const t = useT();
  const user = useCurrentUser();
  const company = user.corporate?.company ?? null;
  if (!company) return null;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('companySettings.page.title')}
        </Title>
        <Text c="dimmed">{t('companySettings.page.subtitle', { company: company.name ?? '' })}</Text>
      </div>
      <CompanySettingsPanel companyId={company.id} />
      <div id="invoices" style={{ scrollMarginTop: 80 }}>
        <CompanyInvoices />
      </div>
    </Stack>
  );
}
