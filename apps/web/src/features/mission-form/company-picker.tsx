import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Card, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@orbite/domain/search';
import { useState } from 'react';
import { useT } from '../../ui/use-t';

const COMPANIES_TO_DRAFT_FOR: TypedDocumentNode<
  { missionCompanies: { id: string; name: string; missionCount: number }[] },
  { search: string | null }
> = gql`
  query CompaniesToDraftFor($search: String) {
    missionCompanies(search: $search, all: true, limit: 20) {
      id
      name
      missionCount
    }
  }
`;

/** The team drafts a mission for a client company: it picks the company first, by name. */
export function CompanyPicker({ onPick }: { onPick: (companyId: string) => void }) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const { data, loading } = useQuery(COMPANIES_TO_DRAFT_FOR, {
    variables: { search: search || null },
    fetchPolicy: 'cache-and-network',
  });
  const options = (data?.missionCompanies ?? []).map((company) => ({
    value: company.id,
    label: company.name,
  }));
  return (
    <Card withBorder radius="lg" p="xl" maw={560}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('missionForm.backoffice.pickTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('missionForm.backoffice.pickText')}
        </Text>
        <Select
          label={t('missionForm.backoffice.company')}
          placeholder={t('missionForm.backoffice.companyPlaceholder')}
          data={options}
          searchable
          searchValue={typed}
          onSearchChange={setTyped}
          filter={({ options: all }) => all}
          nothingFoundMessage={loading ? t('missionForm.backoffice.loading') : t('missionForm.backoffice.noMatch')}
          onChange={(value) => value && onPick(value)}
          data-autofocus
        />
      </Stack>
    </Card>
  );
}
