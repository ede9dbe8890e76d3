import { Badge, type BadgeProps } from '@mantine/core';
import { type QualificationBadge as Badge_, isGreyedBadge } from '@orbite/domain/qualification';
import { useT } from '../../ui/use-t';

const colors: Record<Badge_, string> = {
  instructor: 'orbite',
  qualified: 'success',
  frozen: 'blue',
  toReview: 'warning',
  pending: 'warning',
  flaggedUrgent: 'danger',
  flaggedNormal: 'accent',
  flaggedSelf: 'accent',
  notQualified: 'gray',
};

/**
 * The qualification badge of the domain's priority rule (computed by the API), the same everywhere:
 * the freelancers list, the freelancer's page, the qualification panel. Greyed and outlined when not qualified.
 */
export function QualificationBadge({ badge, size }: { badge: Badge_ | null | undefined; size?: BadgeProps['size'] }) {
  const t = useT();
  if (!badge) return null;
  const greyed = isGreyedBadge(badge);
  return (
    <Badge
      size={size}
      tt="none"
      variant={greyed ? 'outline' : 'light'}
      color={colors[badge]}
      c={badge === 'toReview' || badge === 'pending' ? 'dark.7' : undefined}
      data-testid="qualification-badge"
      data-badge={badge}
    >
      {t(`boFreelancer.qualification.${badge}`)}
    </Badge>
  );
}
