import { Stack, Text, Title } from '@mantine/core';
import { LegalPersonSection } from '../../features/deals/legal-person-section';
import { DocumentsList } from '../../features/documents/documents-list';
import { FreelanceInvoices } from '../../features/invoices/freelance-invoices';
import { BankDetailsSection } from '../../features/legal-identity/bank-details-section';
import { LegalIdentitySection } from '../../features/legal-identity/legal-identity-section';
import { useCurrentUser } from '../../features/session/session-context';
import { useT } from '../../ui/use-t';

/** "Ma société": the legal identity, bank details and documents that contracting and invoicing need, then the invoices. */
export default function FreelancerCompanyPage() {
  const t = useT();
  const user = useCurrentUser();
  const freelanceId = user.freelance?.id;
  return (
    <Stack maw={960}>
      <div>
        <Title order={1}>{t('route.freelancer.company')}</Title>
        <Text c="dimmed" mt={4}>
          {t('kyc.companyIntro')}
        </Text>
      </div>
      {freelanceId ? (
        <>
          <LegalIdentitySection freelanceId={freelanceId} />
          <LegalPersonSection freelanceId={freelanceId} />
          <BankDetailsSection freelanceId={freelanceId} />
          <DocumentsList freelanceId={freelanceId} />
          <FreelanceInvoices id="invoices" />
        </>
      ) : null}
    </Stack>
  );
}
