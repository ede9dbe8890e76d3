import { ActionIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useT } from '../../ui/use-t';
import { useFreelanceIsFavorite, useToggleFreelanceFavorite } from './freelance-list-operations';

/** The team member's own star on a freelancer: a click adds them to the favourites or removes them. */
export function FavoriteStar({
  freelanceId,
  isFavorite,
  name,
  onToggled,
  size = 'md',
}: {
  freelanceId: string;
  isFavorite: boolean;
  /** The freelancer's name, for the button's label. */
  name: string;
  onToggled?: (isFavorite: boolean) => void;
  size?: 'sm' | 'md' | 'lg';
}) {
  const t = useT();
  const [toggle, { loading }] = useToggleFreelanceFavorite();
  const label = t(isFavorite ? 'freelanceList.favorite.remove' : 'freelanceList.favorite.add', { name });
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color={isFavorite ? 'warning' : 'gray'}
        size={size}
        aria-label={label}
        aria-pressed={isFavorite}
        loading={loading}
        onClick={async () => {
          const result = await toggle({ variables: { freelanceId } }).catch(() => null);
          if (result?.data) onToggled?.(result.data.toggleFreelanceFavorite);
        }}
      >
        {isFavorite ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}

/** The star of a freelancer's back-office page: reads whether the viewer follows them. */
export function FreelancerFavoriteStar({ freelanceId, name }: { freelanceId: string; name: string }) {
  const { data } = useFreelanceIsFavorite(freelanceId);
  if (!data) return null;
  return <FavoriteStar freelanceId={freelanceId} isFavorite={data.freelance.isFavorite} name={name} size="lg" />;
}
