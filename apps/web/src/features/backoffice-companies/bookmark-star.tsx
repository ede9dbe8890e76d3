import { ActionIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useT } from '../../ui/use-t';
import { useToggleCorporateBookmark } from './backoffice-companies-operations';

/** The team member's own bookmark on a client user, to find them again under "Favoris". */
export function BookmarkStar({
  corporateId,
  bookmarked,
  name,
}: {
  corporateId: string;
  bookmarked: boolean;
  name: string;
}) {
  const t = useT();
  const [toggle, { loading }] = useToggleCorporateBookmark();
  const label = t(bookmarked ? 'backofficeCompanies.bookmark.remove' : 'backofficeCompanies.bookmark.add', { name });
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color={bookmarked ? 'warning' : 'gray'}
        aria-label={label}
        aria-pressed={bookmarked}
        loading={loading}
        onClick={() => toggle({ variables: { corporateId } }).catch(() => null)}
      >
        {bookmarked ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
