import { Skeleton } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useFreelanceSearch } from '../../features/telescope/telescope-operations';
import { filtersOfSavedSearch, hasTelescopeFilters, writeTelescopeUrl } from '../../features/telescope/telescope-url';
import { TelescopeView } from '../../features/telescope/telescope-view';
import { MessagePage } from '../../ui/message-page';
import { useT } from '../../ui/use-t';

/**
 * /backoffice/telescope/{freelanceSearchId}: a saved search. Opened without filters in the URL, it
 * puts its own there; a URL with filters (a reload, a search changed since) is kept as it is.
 */
export default function TelescopeSearchPage() {
  const { freelanceSearchId } = useParams();
  const [params, setParams] = useSearchParams();
  const t = useT();
  const { data, loading, error } = useFreelanceSearch(freelanceSearchId);
  const saved = data?.freelanceSearch ?? null;
  const [appliedId, setAppliedId] = useState<string | null>(null);

  useEffect(() => {
    if (!saved || appliedId === saved.id) return;
    if (!hasTelescopeFilters(params))
      setParams(writeTelescopeUrl({ filters: filtersOfSavedSearch(saved.filters) }, params), { replace: true });
    setAppliedId(saved.id);
  }, [saved, appliedId, params, setParams]);

  // An unknown or deleted search says so, rather than showing the whole base as if it were the search.
  if (!saved && !loading && error)
    return (
      <MessagePage
        icon={<IconSearchOff size={40} aria-hidden />}
        title={t('telescope.saved.goneTitle')}
        text={t('telescope.saved.goneText')}
        action={{ label: t('telescope.saved.goneAction'), to: '/backoffice/telescope' }}
      />
    );
  // Until the saved filters are in the URL, searching would show the whole base for a moment.
  if ((loading && !saved) || (saved && appliedId !== saved.id)) return <Skeleton h={480} radius="lg" />;
  return <TelescopeView key={freelanceSearchId} savedSearch={saved} />;
}
