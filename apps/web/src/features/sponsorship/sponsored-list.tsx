import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useT } from '../../ui/use-t';

interface Sponsored {
  displayName: string;
  status: 'new' | 'wrongScope' | 'validated' | 'banned';
  signedUpAt: string;
}

type SponsoredData = { freelance: { id: string; sponsored: Sponsored[] } };

export const SPONSORED_FREELANCES: TypedDocumentNode<SponsoredData, { id: string }> = gql`
  query SponsoredFreelances($id: ID!) {
    freelance(id: $id) {
      id
      sponsored {
        displayName
        status
        signedUpAt
      }
    }
  }
`;

export const useSponsoredFreelances = (id: string) => useQuery(SPONSORED_FREELANCES, { variables: { id } });

/** The freelancers who signed up with the code, newest first. */
export function SponsoredList({ freelanceId }: { freelanceId: string }) {
  const t = useT();
  const intl = useIntl();
  const { data, loading } = useSponsoredFreelances(freelanceId);
  const sponsored = data?.freelance.sponsored ?? [];
  return (
    <Card withBorder radius="md" p="lg">
      <Title order={2} size="h4" mb="sm">
        {t('sponsorship.sponsored.title', { count: sponsored.length })}
      </Title>
      {loading && !data ? (
        <Stack gap="xs">
          <Skeleton h={20} />
          <Skeleton h={20} />
        </Stack>
      ) : sponsored.length === 0 ? (
        <Text c="dimmed">{t('sponsorship.sponsored.empty')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {sponsored.map((person) => (
            <Group key={`${person.displayName}-${person.signedUpAt}`} justify="space-between" component="li">
              <div>
                <Text fw={600}>{person.displayName}</Text>
                <Text size="sm" c="dimmed">
                  {t('sponsorship.sponsored.since', {
                    date: intl.formatDate(person.signedUpAt, { day: 'numeric', month: 'long', year: 'numeric' }),
                  })}
                </Text>
              </div>
              <Badge variant="light" color={person.status === 'validated' ? 'success' : 'gray'}>
                {t(`sponsorship.sponsored.status.${person.status}`)}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
