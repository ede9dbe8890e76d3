import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { DayPickerInput } from '../../ui/day-picker-input';
import { useT } from '../../ui/use-t';

const day = (date: Date) => date.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

/** The accounting export (CSV, one line per entry) of the invoices issued in a period. */
export function AccountingExportButton() {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const now = new Date();
  const [from, setFrom] = useState<string | null>(day(new Date(now.getFullYear(), now.getMonth(), 1)));
  const [to, setTo] = useState<string | null>(day(now));
  const valid = Boolean(from && to && from <= to);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t('invoices.export.button')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('invoices.export.title')}>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('invoices.export.explain')}
          </Text>
          <Group grow>
            <DayPickerInput label={t('invoices.export.from')} value={from} onChange={setFrom} required />
            <DayPickerInput label={t('invoices.export.to')} value={to} onChange={setTo} required />
          </Group>
          {!valid ? (
            <Text size="sm" c="red">
              {t('invoices.export.invalid')}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('invoices.cancel')}
            </Button>
            <Button
              component="a"
              href={valid ? `/invoices/export.csv?from=${from}&to=${to}` : undefined}
              download
              disabled={!valid}
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            >
              {t('invoices.export.download')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
