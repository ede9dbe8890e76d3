import { ActionIcon, CopyButton, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useT } from './use-t';

/** A read-only field (selected on focus) with a button that copies its value. */
export function CopyField({
  label,
  value,
  copyLabel,
  description,
}: {
  label: string;
  value: string;
  copyLabel: string;
  description?: string;
}) {
  const t = useT();
  return (
    <TextInput
      label={label}
      description={description}
      value={value}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      rightSection={
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('common.copied') : copyLabel} withArrow>
              <ActionIcon variant="subtle" color={copied ? 'success' : 'gray'} onClick={copy} aria-label={copyLabel}>
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}
