import { Stack, Switch, Text } from '@mantine/core';
import { type CorporatePermission, corporatePermissions } from '@orbite/domain/roles';
import { useT } from '../../ui/use-t';
import type { CrewFlags } from './crew-operations';

/** The five permission flags as labelled switches (one line each, with what the flag opens). */
export function CrewFlagSwitches({
  value,
  onChange,
  disabled,
  compact = false,
  disabledFlags = [],
}: {
  value: CrewFlags;
  onChange: (flag: CorporatePermission, on: boolean) => void;
  disabled?: boolean;
  compact?: boolean;
  disabledFlags?: readonly CorporatePermission[];
}) {
  const t = useT();
  return (
    <Stack gap={compact ? 6 : 'xs'}>
      {corporatePermissions.map((flag) => (
        <Switch
          key={flag}
          size={compact ? 'xs' : 'sm'}
          checked={value[flag]}
          disabled={disabled || disabledFlags.includes(flag)}
          onChange={(event) => onChange(flag, event.currentTarget.checked)}
          label={t(`crew.flag.${flag}`)}
          description={
            compact ? undefined : (
              <Text span size="xs" c="dimmed">
                {t(`crew.flag.${flag}.hint`)}
              </Text>
            )
          }
        />
      ))}
    </Stack>
  );
}
