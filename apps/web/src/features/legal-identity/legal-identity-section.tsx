import { Badge, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { AddressValue } from '@orbite/domain/address';
import { IconBuilding } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAudienceT } from '../../ui/audience';
import { FormStateChip, useFormState } from '../../ui/form-state-chip';
import { useT } from '../../ui/use-t';
import { CompanyForm } from './company-form';
import { companyFormValues, toAddressValue } from './company-form-values';
import { InfoRow, LegalCard } from './legal-card';
import { type FreelanceCompany, useCountriesSelector, useFreelanceCompany } from './legal-identity-operations';
import { SiretValue } from './siret-value';

/**
 * The legal identity of a freelancer's company: raison sociale, legal form, umbrella, SIRET (with
 * its SIREN), VAT, social capital, activity, commercial court, head-office and billing addresses.
 * A view, and a form behind the pencil (hidden with `readOnly`), saved with the form-state chip.
 */
export function LegalIdentitySection({ freelanceId, readOnly = false }: { freelanceId: string; readOnly?: boolean }) {
  const t = useT();
  const audienceT = useAudienceT();
  const { data, loading } = useFreelanceCompany(freelanceId);
  const [editing, setEditing] = useState(false);
  const { state, run } = useFormState();
  const company = data?.freelance?.company ?? null;
  const title = t('legal.title');
  return (
    <LegalCard
      title={title}
      description={audienceT('legal.subtitle')}
      icon={IconBuilding}
      editLabel={t('legal.edit')}
      onEdit={readOnly || editing || !data ? undefined : () => setEditing(true)}
      chip={
        <FormStateChip
          state={state}
          labels={{
            submitting: t('legal.chip.submitting'),
            success: t('legal.chip.success'),
            error: t('legal.chip.error'),
          }}
        />
      }
    >
      {!data && loading ? (
        <Skeleton h={160} radius="md" />
      ) : editing ? (
        <CompanyForm
          freelanceId={freelanceId}
          defaultValues={companyFormValues(company)}
          run={run}
          submitting={state === 'submitting'}
          onDone={() => setEditing(false)}
        />
      ) : (
        <CompanyView company={company} />
      )}
    </LegalCard>
  );
}

function useAddressText() {
  const { data } = useCountriesSelector();
  return (address: AddressValue | null) => {
    if (!address) return null;
    const country = data?.countriesSelector.find((item) => item.iso2 === address.countryIso)?.name;
    const cityLine = [address.zipCode, address.city].filter(Boolean).join(' ');
    return [address.street, cityLine, country ?? address.countryIso].filter(Boolean).join('\n');
  };
}

function CompanyView({ company }: { company: FreelanceCompany | null }) {
  const t = useT();
  const intl = useIntl();
  const addressText = useAddressText();
  // « À renseigner » to the freelancer; « Non renseigné » to the team reading someone else's company.
  const empty = useAudienceT()('legal.empty');
  const values = companyFormValues(company);
  const headOffice = addressText(toAddressValue(company?.headOfficeAddress));
  return (
    <Stack gap="md">
      <Group gap="xs">
        {company?.isUmbrella ? <Badge variant="light">{t('legal.isUmbrella')}</Badge> : null}
        {company?.isVatSubject ? <Badge variant="light">{t('legal.vatSubject')}</Badge> : null}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <InfoRow label={t('legal.name')} value={company?.name} empty={empty} />
        <InfoRow
          label={t('legal.legalForm')}
          value={company?.legalForm ? t(`legal.legalForm.${company.legalForm}`) : null}
          empty={empty}
        />
        <InfoRow
          label={t('legal.siret')}
          value={company?.siret ? <SiretValue siret={company.siret} siren={company.siren} /> : null}
          empty={empty}
        />
        <InfoRow
          label={t('legal.vatNumber')}
          value={company?.isVatSubject ? company.vatNumber : t('legal.vatNotSubject')}
          empty={empty}
        />
        <InfoRow
          label={t('legal.socialCapital')}
          value={
            company?.socialCapital
              ? intl.formatNumber(Number(company.socialCapital), { style: 'currency', currency: 'EUR' })
              : null
          }
          empty={empty}
        />
        <InfoRow
          label={t('legal.activity')}
          value={company?.activity ? t(`legal.activity.${company.activity}`) : null}
          empty={empty}
        />
        <InfoRow label={t('legal.commercialCourt')} value={company?.commercialCourt} empty={empty} />
        <InfoRow label={t('deals.legal.activityType')} value={company?.activityType} empty={empty} />
        <InfoRow label={t('legal.headOfficeAddress')} value={headOffice} empty={empty} />
        <InfoRow
          label={t('legal.billingAddress')}
          value={
            values.billingSameAsHeadOffice
              ? headOffice && t('legal.billingSameShort')
              : addressText(toAddressValue(company?.billingAddress))
          }
          empty={empty}
        />
      </SimpleGrid>
    </Stack>
  );
}
