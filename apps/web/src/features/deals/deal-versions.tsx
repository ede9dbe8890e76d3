import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Button, Card, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { addDays } from '@orbite/domain/calendar-day';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DayPickerInput } from '../../ui/day-picker-input';
import { useT } from '../../ui/use-t';
import { dealError } from './deal-errors';
import { useDay } from './deal-format';
import { CREATE_NEXT_DEAL_VERSION, type Deal } from './deal-operations';
import { DealStatusBadge } from './deal-summary';

/** Every version of the deal (the first, extensions, renewals); the team opens the next one. */
export function DealVersions({ deal, team }: { deal: Deal; team: boolean }) {
  const t = useT();
  const day = useDay();
  const navigate = useNavigate();
  const [kind, setKind] = useState<'extension' | 'renewal'>('extension');
  const [endDate, setEndDate] = useState<string | null>(null);
  const [create, creating] = useMutation(CREATE_NEXT_DEAL_VERSION);
  const failure = dealError(creating.error);
  const latest = deal.versions[deal.versions.length - 1];
  const canExtend = team && deal.viewerCan.extend && latest?.id === deal.id;
  if (deal.versions.length <= 1 && !canExtend) return null;
  return (
    <Card withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('deals.versions.title')}
        </Title>
        <Table>
          <Table.Tbody>
            {deal.versions.map((v) => (
              <Table.Tr key={v.id} bg={v.id === deal.id ? 'var(--mantine-color-gray-0)' : undefined}>
                <Table.Td>
                  {team ? (
                    <Anchor component={Link} to={`/backoffice/deal/${deal.missionId}/${v.id}`}>
                      {t('deals.title', { version: v.version })}
                    </Anchor>
                  ) : (
                    t('deals.title', { version: v.version })
                  )}
                </Table.Td>
                <Table.Td>{t(`deals.kind.${v.kind}`)}</Table.Td>
                <Table.Td>{t('deals.versions.period', { start: day(v.startDate), end: day(v.endDate) })}</Table.Td>
                <Table.Td>
                  <DealStatusBadge status={v.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {canExtend ? (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t('deals.versions.next')}
            </Text>
            <Group align="flex-end" wrap="wrap">
              <SegmentedControl
                value={kind}
                onChange={(v) => setKind(v as 'extension' | 'renewal')}
                data={[
                  { value: 'extension', label: t('deals.kind.extension') },
                  { value: 'renewal', label: t('deals.kind.renewal') },
                ]}
              />
              <DayPickerInput
                label={t('deals.versions.newEnd')}
                value={endDate}
                onChange={setEndDate}
                minDate={addDays(deal.endDate, 1)}
              />
              <Button
                disabled={!endDate}
                loading={creating.loading}
                onClick={async () => {
                  if (!endDate) return;
                  const result = await create({ variables: { id: deal.id, kind, endDate } }).catch(() => null);
                  const next = result?.data?.createNextDealVersion;
                  if (next) navigate(`/backoffice/deal/${next.missionId}/${next.id}`);
                }}
              >
                {t('deals.versions.create')}
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              {t(`deals.versions.help.${kind}`)}
            </Text>
          </Stack>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert">
            {t(failure.id)}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
