import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useBackofficeCorporate } from '../../features/backoffice-companies/backoffice-companies-operations';
import { CorporateAccess, CorporateNotes } from '../../features/backoffice-companies/corporate-access';
import { CorporateHeader } from '../../features/backoffice-companies/corporate-header';
import { MissionList } from '../../features/backoffice-companies/mission-list';
import { BackLink } from '../../ui/back-link';
import { useT } from '../../ui/use-t';

/** /backoffice/corporates/:id: a client user, their rights, the team's notes and their missions. */
export default function BackofficeCorporatePage() {
  const t = useT();
  const { id = '' } = useParams();
  const { data, error } = useBackofficeCorporate(id);
  const corporate = data?.corporate;
  if (error && !corporate)
    return (
      <Alert color="red" title={t('backofficeCompanies.corporate.notFound')}>
        {t('backofficeCompanies.corporate.notFound.text')}
      </Alert>
    );
  return (
    <Stack gap="lg">
      {corporate?.company ? (
        <BackLink to={`/backoffice/companies/${corporate.company.id}`}>
          {t('backofficeCompanies.corporate.back', { company: corporate.company.name })}
        </BackLink>
      ) : (
        <BackLink to="/backoffice/companies">{t('backofficeCompanies.company.back')}</BackLink>
      )}
      <CorporateHeader corporate={corporate} />
      {corporate ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <CorporateAccess corporate={corporate} />
          <Stack gap="lg">
            <CorporateNotes corporate={corporate} />
            <MissionList missions={corporate.postedMissions} />
          </Stack>
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
