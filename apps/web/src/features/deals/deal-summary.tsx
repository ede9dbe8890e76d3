import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClock } from '@tabler/icons-react';
import { useT } from '../../ui/use-t';
import { useDay, useInstant, useMoney } from './deal-format';
import type { Deal } from './deal-operations';
import type { DealViewer } from './deal-view';

const statusColors: Record<string, string> = {
  draft: 'gray',
  termsProposed: 'blue',
  freelanceAccepted: 'blue',
  corporateAccepted: 'blue',
  termsAccepted: 'orange',
  validated: 'orange',
  signing: 'orange',
  signed: 'green',
  ended: 'gray',
  cancelled: 'red',
};

export function DealStatusBadge({ status }: { status: string }) {
  const t = useT();
  return (
    <Badge color={statusColors[status] ?? 'gray'} variant="light" data-testid="deal-status">
      {t(`deals.status.${status}`)}
    </Badge>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

function Acceptance({ side, at }: { side: 'freelance' | 'corporate'; at: string | null }) {
  const t = useT();
  const instant = useInstant();
  return (
    <Group gap={6} wrap="nowrap">
      {at ? (
        <IconCircleCheck size={18} color="var(--mantine-color-green-6)" aria-hidden />
      ) : (
        <IconClock size={18} color="var(--mantine-color-gray-6)" aria-hidden />
      )}
      <Text size="sm">
        {t(`deals.acceptance.${side}`)} :{' '}
        {at ? t('deals.acceptance.acceptedOn', { at: instant(at) }) : t('deals.acceptance.pending')}
      </Text>
    </Group>
  );
}

/** The terms and the prices the viewer may see, with where acceptance stands. */
export function DealSummary({ deal, viewer }: { deal: Deal; viewer: DealViewer }) {
  const t = useT();
  const money = useMoney();
  const day = useDay();
  const showAcceptance = !['draft', 'cancelled'].includes(deal.status);
  return (
    <Card withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Title order={3} size="h4">
              {t('deals.title', { version: deal.version })}
            </Title>
            {deal.kind !== 'initial' ? (
              <Badge variant="outline" color="gray">
                {t(`deals.kind.${deal.kind}`)}
              </Badge>
            ) : null}
          </Group>
          <DealStatusBadge status={deal.status} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
          {viewer !== 'corporate' ? (
            <Fact label={t('deals.price.dailyRate')} value={money(deal.dailyRate)} testId="deal-daily-rate" />
          ) : null}
          {viewer !== 'freelance' ? (
            <Fact label={t('deals.price.client')} value={money(deal.clientDailyPrice)} testId="deal-client-price" />
          ) : null}
          {viewer !== 'corporate' ? (
            <Fact
              label={t('deals.price.freelance')}
              value={money(deal.freelanceDailyNet)}
              testId="deal-freelance-net"
            />
          ) : null}
          {viewer === 'teamMember' && deal.commissions ? (
            <Fact label={t('deals.price.margin')} value={money(deal.commissions.platformDailyMargin)} />
          ) : null}
          <Fact label={t('deals.form.startDate')} value={day(deal.startDate)} />
          <Fact label={t('deals.form.endDate')} value={day(deal.endDate)} />
          <Fact label={t('deals.daysPerWeek')} value={t('deals.daysPerWeekValue', { days: deal.daysPerWeek })} />
          <Fact label={t('deals.duration')} value={t('deals.durationValue', { days: deal.durationInDays })} />
          <Fact label={t('deals.form.renewable')} value={t(`deals.renewable.${deal.renewable}`)} />
          {viewer !== 'freelance' && deal.corporateFlatFee ? (
            <Fact label={t('deals.form.corporateFlatFee')} value={money(deal.corporateFlatFee)} />
          ) : null}
          {viewer !== 'corporate' && deal.freelanceFlatFee ? (
            <Fact label={t('deals.form.freelanceFlatFee')} value={money(deal.freelanceFlatFee)} />
          ) : null}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('deals.pricesNote')}
        </Text>
        {deal.specificMentions ? <Fact label={t('deals.form.specificMentions')} value={deal.specificMentions} /> : null}
        {showAcceptance ? (
          <Stack gap={4}>
            <Acceptance side="freelance" at={deal.freelanceAcceptedAt} />
            <Acceptance side="corporate" at={deal.corporateAcceptedAt} />
          </Stack>
        ) : null}
        {deal.statusReason ? (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {t('deals.lastReason', { reason: deal.statusReason })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
