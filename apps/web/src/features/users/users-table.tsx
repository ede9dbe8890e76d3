import { useMutation, useQuery } from '@apollo/client/react';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isImpersonableRole } from '@orbite/domain/roles';
import { IconMask, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import { IMPERSONATE, reloadAt } from '../impersonation/impersonation-operations';
import { USERS_PAGE_SIZE as PAGE_SIZE } from './users-limits';
import { BACKOFFICE_USERS, type UserRow } from './users-operations';

const roleColor = { corporate: 'success', freelancer: 'orbite', teamMember: 'accent', chatUser: 'gray' } as const;

/** The back-office page of a user: a freelancer's profile, a client's page; the team has none. */
const pageOf = (user: UserRow) =>
  user.freelance
    ? `/backoffice/freelancers/${user.freelance.id}`
    : user.corporate
      ? `/backoffice/corporates/${user.corporate.id}`
      : null;

/** Every user, searchable, with impersonation for team members. */
export function UsersTable({ currentUserId }: { currentUserId: string }) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const { data, loading } = useQuery(BACKOFFICE_USERS, {
    variables: { search: debounced || null, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [impersonate, { loading: impersonating }] = useMutation(IMPERSONATE);
  const [pendingId, setPendingId] = useState<string | null>(null);

  const onImpersonate = async (user: UserRow) => {
    setPendingId(user.id);
    const { data: result } = await impersonate({ variables: { userId: user.id } });
    if (result?.impersonate) reloadAt(result.impersonate.metadata?.path, '/');
    else setPendingId(null);
  };

  const count = data?.users.count ?? 0;
  const rows = data?.users.items ?? [];

  return (
    <Card withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={2} size="h3">
              {t('users.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('users.count', { count })}
            </Text>
          </div>
          <TextInput
            label={t('users.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={300}
          />
        </Group>
        <Table.ScrollContainer minWidth={640}>
          <Table highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('users.name')}</Table.Th>
                <Table.Th>{t('users.email')}</Table.Th>
                <Table.Th>{t('users.role')}</Table.Th>
                <Table.Th>{t('users.details')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('users.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loading && rows.length === 0
                ? [1, 2, 3].map((n) => (
                    <Table.Tr key={n}>
                      <Table.Td colSpan={5}>
                        <Skeleton h={20} />
                      </Table.Td>
                    </Table.Tr>
                  ))
                : rows.map((user) => (
                    <Table.Tr key={user.id}>
                      <Table.Td fw={600} miw={150}>
                        {pageOf(user) ? (
                          <Anchor component={Link} to={pageOf(user)!} fw={600} fz="inherit">
                            {user.fullName || user.email}
                          </Anchor>
                        ) : (
                          user.fullName || '—'
                        )}
                      </Table.Td>
                      <Table.Td>{user.email}</Table.Td>
                      <Table.Td>
                        {user.role ? (
                          <Badge
                            color={roleColor[user.role]}
                            miw="max-content"
                            variant="light"
                            c={user.role === 'teamMember' ? 'dark.7' : undefined}
                          >
                            {t(`role.${user.role}`)}
                          </Badge>
                        ) : (
                          '—'
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" c="dimmed">
                          {user.corporate?.company ? (
                            <>
                              {/* Underlined: in dimmed text, colour alone does not tell a link (axe: link-in-text-block). */}
                              <Anchor
                                component={Link}
                                to={`/backoffice/companies/${user.corporate.company.id}`}
                                fz="inherit"
                                underline="always"
                              >
                                {user.corporate.company.name}
                              </Anchor>
                              {' · '}
                            </>
                          ) : null}
                          {user.corporate
                            ? t(`corporateRole.${user.corporate.role ?? 'manager'}`)
                            : user.freelance?.status
                              ? t(`freelanceStatus.${user.freelance.status}`)
                              : ''}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        {/* The server's rule: staff and accounts without a role are never impersonated. */}
                        {user.id !== currentUserId && isImpersonableRole(user.role) ? (
                          <Button
                            size="xs"
                            variant="light"
                            leftSection={<IconMask size={14} />}
                            loading={impersonating && pendingId === user.id}
                            onClick={() => onImpersonate(user)}
                            aria-label={t('users.impersonateWho', { name: user.fullName || user.email })}
                          >
                            {t('users.impersonate')}
                          </Button>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  ))}
              {!loading && rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text c="dimmed" ta="center" py="md">
                      {t('users.empty')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {count > PAGE_SIZE ? (
          <Group justify="center">
            <Pagination total={Math.ceil(count / PAGE_SIZE)} value={page} onChange={setPage} />
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
