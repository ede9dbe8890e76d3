import { ActionIcon, Card, Group, NavLink, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBookmark, IconTrash } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { reportMutationErrors } from '../profile/mutation-errors';
import { type FreelanceSearch, useDeleteFreelanceSearch, useFreelanceSearches } from './telescope-operations';
import { filtersOfSavedSearch, writeTelescopeUrl } from './telescope-url';

/** A saved search's page, its filters in the query (so that opening it always applies them). */
export function savedSearchPath(search: Pick<FreelanceSearch, 'id' | 'filters'>): string {
  const query = writeTelescopeUrl({ filters: filtersOfSavedSearch(search.filters) }).toString();
  return `/backoffice/telescope/${search.id}${query ? `?${query}` : ''}`;
}

/** The team member's own saved searches, newest first; opening one applies its filters. */
export function SavedSearches({ currentId }: { currentId: string | null }) {
  const t = useT();
  const intl = useIntl();
  const navigate = useNavigate();
  const { data, loading } = useFreelanceSearches();
  const [remove] = useDeleteFreelanceSearch();
  const searches = data?.freelanceSearches ?? [];

  const confirmRemove = (search: FreelanceSearch) =>
    modals.openConfirmModal({
      title: t('telescope.saved.removeTitle'),
      children: <Text size="sm">{t('telescope.saved.removeText', { name: search.name })}</Text>,
      labels: { confirm: t('telescope.saved.remove'), cancel: t('common.cancel') },
      confirmProps: { color: 'danger' },
      onConfirm: async () => {
        const { error } = await remove({ variables: { id: search.id } });
        if (reportMutationErrors(error)) return;
        addToast({ type: 'success', messageId: 'telescope.saved.removed' });
        if (search.id === currentId) navigate('/backoffice/telescope');
      },
    });

  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="telescope-saved-title">
      <Group gap="xs" mb="sm">
        <IconBookmark size={18} aria-hidden />
        <Title order={2} size="h4" id="telescope-saved-title">
          {t('telescope.saved.title')}
        </Title>
      </Group>
      {loading && searches.length === 0 ? <Skeleton h={60} /> : null}
      {!loading && searches.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('telescope.saved.empty')}
        </Text>
      ) : null}
      <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {searches.map((search) => (
          <Group component="li" key={search.id} gap={4} wrap="nowrap">
            <NavLink
              component={Link}
              to={savedSearchPath(search)}
              active={search.id === currentId}
              aria-current={search.id === currentId ? 'page' : undefined}
              label={search.name}
              description={t('telescope.saved.date', {
                date: intl.formatDate(search.updatedAt, { dateStyle: 'medium' }),
              })}
              style={{ borderRadius: 8, flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="danger"
              aria-label={t('telescope.saved.removeWho', { name: search.name })}
              onClick={() => confirmRemove(search)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
