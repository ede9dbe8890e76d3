import { Anchor, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import type { CorporateItem } from './backoffice-companies-operations';

/** The users of a company on its back-office page, with the way to add one. */
export function CompanyCorporates({ companyId, corporates }: { companyId: string; corporates: CorporateItem[] }) {
  const t = useT();
  const back = `/backoffice/companies/${companyId}`;
  const addLink = `/backoffice/corporates/add?company=${encodeURIComponent(companyId)}&to=${encodeURIComponent(back)}`;
  return (
    <Card withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('backofficeCompanies.company.corporates', { count: corporates.length })}
          </Title>
          <Button component={Link} to={addLink} size="xs" variant="light" leftSection={<IconUserPlus size={14} />}>
            {t('backofficeCompanies.company.addCorporate')}
          </Button>
        </Group>
        {corporates.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('backofficeCompanies.company.noCorporates')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="xs">
              <Table.Tbody>
                {corporates.map((corporate) => (
                  <Table.Tr key={corporate.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/backoffice/corporates/${corporate.id}`} fw={600}>
                        {`${corporate.firstName ?? ''} ${corporate.lastName ?? ''}`.trim() || corporate.email}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {corporate.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={corporate.role === 'admin' ? 'orbite' : 'gray'}>
                        {t(`corporateRole.${corporate.role}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {corporate.pendingActivation ? (
                        <Badge variant="outline" color="warning">
                          {t('backofficeCompanies.corporate.pending')}
                        </Badge>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
