import { Badge, Tooltip } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { useT } from '../../ui/use-t';

/** A Connect mission: the client receives qualified profiles' applications directly. */
export function ConnectBadge() {
  const t = useT();
  return (
    <Tooltip label={t('freelancerMissions.connect.badgeHint')} multiline w={260} withArrow>
      <Badge variant="light" color="orbite" leftSection={<IconBolt size={12} />} tabIndex={0}>
        {t('freelancerMissions.connect.badge')}
      </Badge>
    </Tooltip>
  );
}
