import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Select, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { addDays, todayInParis } from '@orbite/domain/calendar-day';
import { IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { DayPickerInput } from '../../ui/day-picker-input';
import { useT } from '../../ui/use-t';
import { InfoRow, LegalCard } from '../legal-identity/legal-card';
import { useCountriesSelector } from '../legal-identity/legal-identity-operations';
import { dealError } from './deal-errors';
import { useDay } from './deal-format';

const LEGAL_PERSON: TypedDocumentNode<
  { freelance: { id: string; birthDate: string | null; nationalityIso: string | null } | null },
  { id: string }
> = gql`
  query FreelanceLegalPerson($id: ID!) {
    freelance(id: $id) {
      id
      birthDate
      nationalityIso
    }
  }
`;

const UPDATE_LEGAL_PERSON: TypedDocumentNode<
  { updateFreelanceLegalPerson: { id: string; birthDate: string | null; nationalityIso: string | null } },
  { freelanceId: string; birthDate: string | null; nationalityIso: string | null }
> = gql`
  mutation UpdateFreelanceLegalPerson($freelanceId: ID!, $birthDate: Date, $nationalityIso: String) {
    updateFreelanceLegalPerson(freelanceId: $freelanceId, birthDate: $birthDate, nationalityIso: $nationalityIso) {
      id
      birthDate
      nationalityIso
    }
  }
`;

/** A birth date a contract accepts: 16 to 100 years ago. */
function birthDateError(day: string | null): string | null {
  if (!day) return null;
  const today = todayInParis();
  const years = Number(today.slice(0, 4)) - Number(day.slice(0, 4));
  return day > today || years < 16 || years > 100 ? 'deals.person.birthDateInvalid' : null;
}

/**
 * The freelancer as a party of their contracts: birth date and nationality, which the contracts
 * state and the client must be able to check (work authorisation). Anchored #personal for the
 * deal's checklist.
 */
export function LegalPersonSection({ freelanceId, readOnly = false }: { freelanceId: string; readOnly?: boolean }) {
  const t = useT();
  const day = useDay();
  const { data, loading } = useQuery(LEGAL_PERSON, { variables: { id: freelanceId } });
  const countries = useCountriesSelector().data?.countriesSelector ?? [];
  const [editing, setEditing] = useState(false);
  const [birthDate, setBirthDate] = useState<string | null>(null);
  const [nationality, setNationality] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [save, saving] = useMutation(UPDATE_LEGAL_PERSON);
  const person = data?.freelance;
  const countryName = (iso: string | null | undefined) =>
    iso ? (countries.find((c) => c.iso2 === iso)?.name ?? iso) : null;
  const open = () => {
    setBirthDate(person?.birthDate ?? null);
    setNationality(person?.nationalityIso ?? null);
    setTried(false);
    setEditing(true);
  };
  const localError = birthDateError(birthDate);
  const failure = dealError(saving.error);
  const submit = async () => {
    setTried(true);
    if (localError) return;
    const result = await save({ variables: { freelanceId, birthDate, nationalityIso: nationality } }).catch(() => null);
    if (result?.data) setEditing(false);
  };
  const empty = t('deals.person.empty');
  return (
    <div id="personal">
      <LegalCard
        title={t('deals.person.title')}
        description={t('deals.person.subtitle')}
        icon={IconUser}
        editLabel={t('deals.person.edit')}
        onEdit={readOnly || editing || !data ? undefined : open}
      >
        {!data && loading ? (
          <Skeleton h={60} radius="md" />
        ) : editing ? (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DayPickerInput
                label={t('deals.field.birthDate')}
                value={birthDate}
                onChange={setBirthDate}
                minDate={addDays(todayInParis(), -365 * 100)}
                error={tried && localError ? t(localError) : undefined}
                clearable
              />
              <Select
                label={t('deals.field.nationalityIso')}
                data={countries.map((c) => ({ value: c.iso2, label: c.name }))}
                value={nationality}
                onChange={setNationality}
                searchable
                clearable
                nothingFoundMessage={t('deals.person.noCountry')}
              />
            </SimpleGrid>
            {failure ? (
              <Alert color="red" role="alert">
                {t(failure.id)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEditing(false)}>
                {t('deals.reason.cancel')}
              </Button>
              <Button onClick={submit} loading={saving.loading}>
                {t('deals.form.save')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <InfoRow
              label={t('deals.field.birthDate')}
              value={person?.birthDate ? day(person.birthDate) : null}
              empty={empty}
            />
            <InfoRow
              label={t('deals.field.nationalityIso')}
              value={countryName(person?.nationalityIso)}
              empty={empty}
            />
          </SimpleGrid>
        )}
      </LegalCard>
    </div>
  );
}
