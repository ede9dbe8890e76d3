import { Badge, type BadgeProps, Tooltip } from '@mantine/core';
import type { FreelanceQualification } from '@orbite/domain/qualification';
import { useT } from '../../ui/use-t';

const colors = { qualified: 'success', pending: 'warning', disqualified: 'danger' } as const;

/** The team's qualification verdict as a badge; greyed and outlined when not assessed yet. */
export function QualificationStatusBadge({
  qualification,
  size,
}: {
  qualification: FreelanceQualification | null;
  size?: BadgeProps['size'];
}) {
  const t = useT();
  return (
    <Tooltip label={t('qualification.tooltip')}>
      <Badge
        size={size}
        tt="none"
        variant={qualification ? 'light' : 'outline'}
        color={qualification ? colors[qualification] : 'gray'}
        c={qualification === 'pending' ? 'dark.7' : undefined}
        data-testid="qualification-status"
      >
        {t(`qualification.status.${qualification ?? 'notAssessed'}`)}
      </Badge>
    </Tooltip>
  );
}
