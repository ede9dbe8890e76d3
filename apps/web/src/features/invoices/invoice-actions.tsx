import { Alert, Button, Group, Menu, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { IconCash, IconDots, IconFileMinus, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { addToast } from '../../shell/toasts';
import { DayPickerInput } from '../../ui/day-picker-input';
import { SecuredButton } from '../../ui/secured-button';
import { useT } from '../../ui/use-t';
import { invoiceErrorMessageId } from './invoice-errors';
import { useInvoiceFormat } from './invoice-format';
import {
  type InvoiceItem,
  useComputeInvoicePenalties,
  useCreateCreditNote,
  useMarkInvoicePaid,
  useSendInvoiceReminder,
} from './invoice-operations';

type Open = 'paid' | 'credit' | 'remind' | null;

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

/** The team's actions on an invoice: mark paid, credit note, penalties and reminder; each in a modal. */
export function InvoiceActions({ invoice, onDone }: { invoice: InvoiceItem; onDone: () => void }) {
  const t = useT();
  const [open, setOpen] = useState<Open>(null);
  const can = invoice.viewerCan;
  if (!can.markPaid && !can.credit && !can.remind) return null;
  const close = () => setOpen(null);
  const done = (messageId: string) => {
    addToast({ type: 'success', messageId, values: { number: invoice.number ?? '' } });
    close();
    onDone();
  };
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-label={t('invoices.actions.of', { number: invoice.number ?? '' })}
          >
            <IconDots size={16} aria-hidden />
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {can.markPaid ? (
            <Menu.Item leftSection={<IconCash size={16} aria-hidden />} onClick={() => setOpen('paid')}>
              {t('invoices.actions.markPaid')}
            </Menu.Item>
          ) : null}
          {can.remind ? (
            <Menu.Item leftSection={<IconMailForward size={16} aria-hidden />} onClick={() => setOpen('remind')}>
              {t('invoices.actions.remind')}
            </Menu.Item>
          ) : null}
          {can.credit ? (
            <Menu.Item
              color="red"
              leftSection={<IconFileMinus size={16} aria-hidden />}
              onClick={() => setOpen('credit')}
            >
              {t('invoices.actions.credit')}
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      {open === 'paid' ? (
        <MarkPaidModal invoice={invoice} onClose={close} onDone={() => done('invoices.paid.done')} />
      ) : null}
      {open === 'credit' ? (
        <CreditNoteModal invoice={invoice} onClose={close} onDone={() => done('invoices.credit.done')} />
      ) : null}
      {open === 'remind' ? (
        <ReminderModal invoice={invoice} onClose={close} onDone={() => done('invoices.remind.done')} />
      ) : null}
    </>
  );
}

interface ModalProps {
  invoice: InvoiceItem;
  onClose: () => void;
  onDone: () => void;
}

function ErrorAlert({ error }: { error: unknown }) {
  const t = useT();
  const id = invoiceErrorMessageId(error);
  return id ? (
    <Alert color="red" variant="light" role="alert">
      {t(id)}
    </Alert>
  ) : null;
}

function MarkPaidModal({ invoice, onClose, onDone }: ModalProps) {
  const t = useT();
  const [paidAt, setPaidAt] = useState<string | null>(today());
  const [amount, setAmount] = useState<number | string>(invoice.totalInclVat);
  const [markPaid, { loading, error }] = useMarkInvoicePaid();
  const submit = async () => {
    if (!paidAt || typeof amount !== 'number') return;
    const result = await markPaid({ variables: { id: invoice.id, paidAt, amount } }).catch(() => null);
    if (result?.data) onDone();
  };
  return (
    <Modal opened onClose={onClose} title={t('invoices.paid.title', { number: invoice.number ?? '' })}>
      <Stack>
        <DayPickerInput label={t('invoices.paid.date')} value={paidAt} onChange={setPaidAt} required />
        <NumberInput
          label={t('invoices.paid.amount')}
          value={amount}
          onChange={setAmount}
          decimalScale={2}
          decimalSeparator=","
          min={0.01}
          max={invoice.totalInclVat}
          suffix=" €"
          required
        />
        <ErrorAlert error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('invoices.cancel')}
          </Button>
          <Button onClick={submit} loading={loading} disabled={!paidAt || typeof amount !== 'number'}>
            {t('invoices.paid.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function CreditNoteModal({ invoice, onClose, onDone }: ModalProps) {
  const t = useT();
  const format = useInvoiceFormat();
  const [reason, setReason] = useState('');
  const [credit, { error }] = useCreateCreditNote();
  const submit = async () => {
    const result = await credit({ variables: { invoiceId: invoice.id, reason } }).catch(() => null);
    if (result?.data) onDone();
  };
  return (
    <Modal opened onClose={onClose} title={t('invoices.credit.title', { number: invoice.number ?? '' })}>
      <Stack>
        <Text size="sm">
          {t('invoices.credit.explain', {
            total: format.money(invoice.totalInclVat),
            recipient: invoice.recipientName,
          })}
        </Text>
        <Textarea
          label={t('invoices.credit.reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          minRows={2}
          maxLength={500}
          required
          data-autofocus
        />
        <ErrorAlert error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('invoices.cancel')}
          </Button>
          <SecuredButton
            color="red"
            disabled={reason.trim().length < 3}
            confirmLabel={(seconds) => t('invoices.confirmIn', { seconds })}
            onConfirm={submit}
          >
            {t('invoices.credit.confirm')}
          </SecuredButton>
        </Group>
      </Stack>
    </Modal>
  );
}

function ReminderModal({ invoice, onClose, onDone }: ModalProps) {
  const t = useT();
  const format = useInvoiceFormat();
  const [compute, computing] = useComputeInvoicePenalties();
  const [send, sending] = useSendInvoiceReminder();
  const penalties = computing.data?.computeInvoicePenalties.penalties ?? invoice.penalties;
  const submit = async () => {
    const result = await send({ variables: { id: invoice.id } }).catch(() => null);
    if (result?.data) onDone();
  };
  return (
    <Modal opened onClose={onClose} title={t('invoices.remind.title', { number: invoice.number ?? '' })} size="lg">
      <Stack>
        <Text size="sm">
          {t('invoices.remind.explain', {
            count: invoice.remindersSent,
            due: format.day(invoice.dueDate),
            days: penalties?.daysLateToday ?? 0,
          })}
        </Text>
        {penalties?.computedOn ? (
          <Alert color="orange" variant="light" title={t('invoices.penalties.title')}>
            <Stack gap={2}>
              <Text size="sm">{t('invoices.penalties.computedOn', { date: format.day(penalties.computedOn) })}</Text>
              <Text size="sm">{t('invoices.penalties.late', { amount: format.money(penalties.latePenalty) })}</Text>
              <Text size="sm">
                {t('invoices.penalties.indemnity', { amount: format.money(penalties.recoveryIndemnity) })}
              </Text>
              <Text size="xs" c="dimmed">
                {t('invoices.penalties.rule')}
              </Text>
            </Stack>
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            {t('invoices.penalties.none')}
          </Text>
        )}
        <ErrorAlert error={computing.error ?? sending.error} />
        <Group justify="space-between">
          <Button
            variant="light"
            loading={computing.loading}
            onClick={() => compute({ variables: { id: invoice.id } }).catch(() => null)}
          >
            {t('invoices.penalties.compute')}
          </Button>
          <Group>
            <Button variant="default" onClick={onClose}>
              {t('invoices.cancel')}
            </Button>
            <SecuredButton
              confirmLabel={(seconds) => t('invoices.confirmIn', { seconds })}
              onConfirm={submit}
              loading={sending.loading}
            >
              {t(penalties?.computedOn ? 'invoices.remind.sendWithPenalties' : 'invoices.remind.send')}
            </SecuredButton>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
