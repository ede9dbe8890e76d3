import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useT } from '../../ui/use-t';
import { useInvoiceFormat } from './invoice-format';
import { type PayTrackerMonth, usePayTracker } from './invoice-operations';

const steps = ['validated', 'invoiced', 'clientDue', 'paid'] as const;

function activeStep(month: PayTrackerMonth): number {
  if (month.paidOn) return 4;
  if (month.invoiceIssuedOn) return 2;
  if (month.workLogValidatedOn) return 1;
  return 0;
}

export function MonthTimeline({ month }: { month: PayTrackerMonth }) {
  const t = useT();
  const format = useInvoiceFormat();
  const dates: Record<(typeof steps)[number], string> = {
    validated: month.workLogValidatedOn ? format.day(month.workLogValidatedOn) : t('invoices.tracker.pending'),
    invoiced: month.invoiceIssuedOn
      ? // The number whole on one line (its hyphens would break it: « F-2026- / 000006 »).
        `${format.day(month.invoiceIssuedOn)} · ${(month.invoiceNumber ?? '').replaceAll('-', '\u2011')}`
      : t('invoices.tracker.pending'),
    clientDue: month.clientPaidOn
      ? t('invoices.tracker.clientPaid', { date: format.day(month.clientPaidOn) })
      : month.clientDueOn
        ? t('invoices.tracker.clientDueOn', { date: format.day(month.clientDueOn) })
        : t('invoices.tracker.pending'),
    paid: month.paidOn
      ? format.day(month.paidOn)
      : month.expectedPaymentOn
        ? t('invoices.tracker.expected', { date: format.day(month.expectedPaymentOn) })
        : t('invoices.tracker.pending'),
  };
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600} tt="capitalize">
          {format.month(month.month)}
        </Text>
        <Text size="sm" c="dimmed">
          {/* Until its validation a month counts the days its work log declares. */}
          {t(month.workLogValidatedOn ? 'invoices.tracker.days' : 'invoices.tracker.declaredDays', {
            days: month.workedDays,
          })}
          {/* What the freelancer's own invoice comes to, VAT included: said, beside a contract's amounts before tax. */}
          {month.amount != null ? ` · ${t('invoices.tracker.amount', { amount: format.money(month.amount) })}` : ''}
        </Text>
      </Group>
      {/*
        Four steps side by side where the card has room, two by two or one under the other where it has not
        (the card's width, not the screen's): Mantine's Stepper wrapped them with its separators astray.
      */}
      <SimpleGrid
        type="container"
        cols={{ base: 1, '360px': 2, '620px': 4 }}
        spacing="sm"
        verticalSpacing="xs"
        component="ol"
        aria-label={format.month(month.month)}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {steps.map((step, index) => {
          const done = index < activeStep(month);
          return (
            <Group key={step} component="li" gap="xs" wrap="nowrap" align="flex-start">
              <ThemeIcon size={24} radius="xl" variant={done ? 'filled' : 'light'} color={done ? 'orbite' : 'gray'}>
                {done ? <IconCheck size={14} aria-hidden /> : <Text size="xs">{index + 1}</Text>}
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Text size="xs" fw={700}>
                  {t(`invoices.tracker.step.${step}`)}
                  {done ? <VisuallyHidden> ({t('invoices.tracker.done')})</VisuallyHidden> : null}
                </Text>
                <Text size="xs" c="dimmed">
                  {dates[step]}
                </Text>
              </div>
            </Group>
          );
        })}
      </SimpleGrid>
      {month.invoiceId ? (
        <Anchor href={`/invoice-files/${month.invoiceId}.pdf`} download size="sm">
          {t('invoices.tracker.download', { number: month.invoiceNumber ?? '' })}
        </Anchor>
      ) : null}
    </Stack>
  );
}

/** The freelancer's pay-date tracker: each month from the validated work log to the payment. */
export function PayTrackerPanel({ missionId }: { missionId?: string | null }) {
  const t = useT();
  const { data, loading, error, refetch } = usePayTracker(missionId);
  const months = data?.payTracker ?? [];
  if (!data && loading) return <Skeleton height={160} radius="lg" />;
  if (!data && error)
    return (
      <Alert color="red" variant="light" title={t('invoices.tracker.loadError')} role="alert">
        <Button size="xs" variant="light" color="red" onClick={() => refetch()}>
          {t('invoices.retry')}
        </Button>
      </Alert>
    );
  if (months.length === 0 && missionId) return null;
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="pay-tracker-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="pay-tracker-title">
            {t('invoices.tracker.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('invoices.tracker.intro')}
          </Text>
        </div>
        {months.length === 0 ? (
          <Text c="dimmed">{t('invoices.tracker.empty')}</Text>
        ) : (
          months.map((month) => <MonthTimeline key={`${month.dealId}-${month.month}`} month={month} />)
        )}
      </Stack>
    </Card>
  );
}
