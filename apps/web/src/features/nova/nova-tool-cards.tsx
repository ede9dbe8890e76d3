import { Anchor, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { todayInParis } from '@orbite/domain/calendar-day';
import { IconCheck, IconExternalLink, IconFileText, IconX } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import type { NovaToolCall } from './nova-operations';
import { type MarketplaceStatsResult, NovaStatsCard } from './nova-stats-card';

interface Ratio {
  numerator?: number;
  denominator?: number;
  percent?: number;
}

export interface ShortlistedFreelancer {
  id: string | number;
  publicId?: string | null;
  displayName?: string | null;
  jobTitle?: string | null;
  dailyRate?: number | null;
  availableFrom?: string | null;
  ratio?: Ratio | null;
  reasons?: string[] | null;
}

/** Where a shortlisted freelancer's profile opens: the client's community page or the back office. */
export type FreelancerHref = (freelancer: ShortlistedFreelancer) => string | null;

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

function RatioBadge({ ratio }: { ratio?: Ratio | null }) {
  const t = useT();
  if (!ratio || ratio.denominator == null) return null;
  const percent = ratio.percent ?? 0;
  return (
    <Badge
      variant="light"
      tt="none"
      color={percent >= 75 ? 'green' : percent >= 50 ? 'yellow' : 'gray'}
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {t('nova.tool.ratio', { numerator: ratio.numerator ?? 0, denominator: ratio.denominator, percent })}
    </Badge>
  );
}

function FreelancerCard({ freelancer, href }: { freelancer: ShortlistedFreelancer; href: FreelancerHref }) {
  const t = useT();
  const intl = useIntl();
  const link = href(freelancer);
  const today = todayInParis();
  const available =
    freelancer.availableFrom && freelancer.availableFrom.slice(0, 10) > today
      ? t('nova.tool.availableFrom', {
          date: intl.formatDate(`${freelancer.availableFrom.slice(0, 10)}T12:00:00`, { dateStyle: 'medium' }),
        })
      : t('nova.tool.availableNow');
  return (
    <Card withBorder radius="md" p="sm" data-testid="nova-freelancer-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {freelancer.displayName ?? t('nova.tool.unnamed')}
            </Text>
            {freelancer.jobTitle && (
              <Text size="sm" c="dimmed" truncate>
                {freelancer.jobTitle}
              </Text>
            )}
          </div>
          <RatioBadge ratio={freelancer.ratio} />
        </Group>
        <Group gap="xs">
          {freelancer.dailyRate != null && (
            <Badge variant="outline" color="gray" tt="none">
              {t('nova.tool.dailyRate', {
                rate: intl.formatNumber(freelancer.dailyRate, {
                  style: 'currency',
                  currency: 'EUR',
                  maximumFractionDigits: 0,
                }),
              })}
            </Badge>
          )}
          <Badge variant="outline" color="gray" tt="none">
            {available}
          </Badge>
        </Group>
        {freelancer.reasons && freelancer.reasons.length > 0 && (
          <List size="xs" spacing={2} aria-label={t('nova.tool.reasons')}>
            {freelancer.reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
        )}
        {link && (
          <Anchor component={Link} to={link} size="sm">
            {t('nova.tool.openProfile')}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

function Shortlist({ result, href }: { result: Record<string, unknown>; href: FreelancerHref }) {
  const t = useT();
  const freelancers = Array.isArray(result.freelancers) ? (result.freelancers as ShortlistedFreelancer[]) : [];
  if (freelancers.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('nova.tool.noFreelancer')}
      </Text>
    );
  return (
    <Stack gap="xs" data-testid="nova-shortlist">
      <Text size="sm" fw={600}>
        {t('nova.tool.shortlist', { count: freelancers.length })}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs">
        {freelancers.map((freelancer) => (
          <FreelancerCard key={String(freelancer.id)} freelancer={freelancer} href={href} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function DraftCard({ result }: { result: Record<string, unknown> }) {
  const t = useT();
  const draft = asRecord(result.draft);
  const title = (result.title ?? draft.title) as string | undefined;
  const url = typeof result.url === 'string' ? result.url : null;
  return (
    <Card withBorder radius="md" p="sm" data-testid="nova-draft-card">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconFileText size={20} aria-hidden />
          <div style={{ minWidth: 0 }}>
            <Text fw={600}>{t('nova.tool.draftCreated')}</Text>
            {title && (
              <Text size="sm" c="dimmed" truncate>
                {title}
              </Text>
            )}
          </div>
        </Group>
        {url ? (
          <Button component={Link} to={url} size="xs" rightSection={<IconExternalLink size={14} />}>
            {t('nova.tool.openDraft')}
          </Button>
        ) : (
          <Text size="xs" c="dimmed">
            {t('nova.tool.draftNoCompany')}
          </Text>
        )}
      </Group>
    </Card>
  );
}

function ExplainCard({ result }: { result: Record<string, unknown> }) {
  const t = useT();
  const args = Array.isArray(result.arguments)
    ? (result.arguments as { name?: string; met?: boolean; detail?: string }[])
    : [];
  return (
    <Card withBorder radius="md" p="sm" data-testid="nova-explain-card">
      <Group justify="space-between" mb={6}>
        <Text fw={600} size="sm">
          {t('nova.tool.explain')}
        </Text>
        <RatioBadge ratio={result.ratio as Ratio | undefined} />
      </Group>
      <List size="sm" spacing={4} center>
        {args.map((argument) => (
          <List.Item
            key={`${argument.name}-${argument.detail}`}
            icon={
              argument.met ? (
                <IconCheck size={16} color="var(--mantine-color-green-7)" aria-label={t('nova.tool.met')} />
              ) : (
                <IconX size={16} color="var(--mantine-color-red-7)" aria-label={t('nova.tool.notMet')} />
              )
            }
          >
            <Text size="sm" span fw={500}>
              {argument.name}
            </Text>
            {argument.detail && (
              <Text size="sm" span c="dimmed">
                {' '}
                — {argument.detail}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </Card>
  );
}

function SummaryCard({ result }: { result: Record<string, unknown> }) {
  const t = useT();
  const url = typeof result.url === 'string' ? result.url : null;
  return (
    <Card withBorder radius="md" p="sm" data-testid="nova-summary-card">
      <Group justify="space-between" wrap="wrap" gap="xs" mb={4}>
        <Text fw={600} size="sm">
          {String(result.title ?? '')}
        </Text>
        {typeof result.statusLabel === 'string' && (
          <Badge variant="light" tt="none">
            {result.statusLabel}
          </Badge>
        )}
      </Group>
      {typeof result.nextStep === 'string' && (
        <Text size="sm">
          {t('nova.tool.nextStep')} {result.nextStep}
        </Text>
      )}
      {url && (
        <Anchor component={Link} to={url} size="sm">
          {t('nova.tool.openMission')}
        </Anchor>
      )}
    </Card>
  );
}

/** The card of one tool call of an answer; nothing for unknown tools or calls without result. */
export function NovaToolCard({ call, freelancerHref }: { call: NovaToolCall; freelancerHref: FreelancerHref }) {
  const result = asRecord(call.result);
  if (!call.result) return null;
  switch (call.name) {
    case 'searchFreelancers':
      return <Shortlist result={result} href={freelancerHref} />;
    case 'draftMission':
      return <DraftCard result={result} />;
    case 'explainMatch':
      return <ExplainCard result={result} />;
    case 'missionSummary':
      return <SummaryCard result={result} />;
    case 'marketplaceStats':
      // A refusal is told in the answer's text; the card shows figures only.
      return result.error ? null : <NovaStatsCard result={result as MarketplaceStatsResult} />;
    default:
      return null;
  }
}
