import { Badge, Blockquote, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../ui/use-t';
import type { TeamMatch } from './backoffice-matching-operations';
import { usePreMatchingSourceLabel } from './freelance-facts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children ?? '—'}
      </Text>
    </div>
  );
}

/**
 * What only the team sees of a match: where it came from, who qualified, proposed, selected and
 * follows the freelancer, when it was presented, why it was declined, and the application message.
 */
export function MatchTeamFacts({ match }: { match: TeamMatch }) {
  const t = useT();
  const intl = useIntl();
  const sourceLabel = usePreMatchingSourceLabel();
  const when = (value: string | null) =>
    value ? intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Paris' }) : null;
  const declined = match.declineReasons.length > 0 || match.declineComment;
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="match-facts-title">
      <Stack>
        <Title order={2} size="h5" id="match-facts-title">
          {t('boMatching.facts.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Fact label={t('boMatching.facts.source')}>
            {match.source ? t(`boMatching.matchSource.${match.source}`) : null}
          </Fact>
          <Fact label={t('boMatching.facts.preMatchingSource')}>{sourceLabel(match.preMatchingSource)}</Fact>
          <Fact label={t('boMatching.facts.freelancerAgent')}>{match.freelancerAgent}</Fact>
          <Fact label={t('boMatching.facts.qualifiedAt')}>{when(match.faQualifiedAt)}</Fact>
          <Fact label={t('boMatching.facts.qualifiedBy')}>{match.faQualifiedBy}</Fact>
          <Fact label={t('boMatching.facts.appliedBy')}>{match.faAppliedBy}</Fact>
          <Fact label={t('boMatching.facts.proposedBy')}>{match.faProposedBy}</Fact>
          <Fact label={t('boMatching.facts.selectedBy')}>
            {match.selected ? (match.faSelectedBy ?? t('boMatching.facts.selectedUnknown')) : null}
          </Fact>
          <Fact label={t('boMatching.facts.presentedAt')}>{when(match.presentedAt)}</Fact>
          {match.cancelSource ? (
            <Fact label={t('boMatching.facts.cancelSource')}>{t(`enum.matchCancelSource.${match.cancelSource}`)}</Fact>
          ) : null}
        </SimpleGrid>
        {declined ? (
          <Stack gap={6}>
            <Text size="xs" c="dimmed">
              {t('boMatching.facts.declineReasons')}
            </Text>
            <Group gap={6}>
              {match.declineReasons.map((reason) => (
                <Badge key={reason} variant="outline" color="gray" tt="none">
                  {reasonLabel(t, intl.messages, reasonLists(match), reason)}
                </Badge>
              ))}
            </Group>
            {match.declineComment ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                « {match.declineComment} »
              </Text>
            ) : null}
          </Stack>
        ) : null}
        <Stack gap={6}>
          <Text size="xs" c="dimmed">
            {t('boMatching.facts.message')}
          </Text>
          {match.message ? (
            <Blockquote p="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {match.message}
            </Blockquote>
          ) : (
            <Text size="sm" c="dimmed">
              {t('boMatching.facts.noMessage')}
            </Text>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

const team = 'enum.teamDeclineReason';
const client = 'enum.corporateDeclineReason';
const freelance = 'enum.freelanceReason';

/** Whose reason list to read first: the side that closed the match. */
function reasonLists(match: TeamMatch): string[] {
  if (match.status === 'corporateDeclined' || match.cancelSource === 'corporate') return [client, team, freelance];
  if (match.status.startsWith('freelance') || match.cancelSource === 'freelance') return [freelance, team, client];
  return [team, client, freelance];
}

/** A decline reason's label from the first list that has it. */
function reasonLabel(
  t: (id: string) => string,
  messages: Record<string, unknown>,
  lists: string[],
  reason: string,
): string {
  for (const prefix of lists) {
    if (`${prefix}.${reason}` in messages) return t(`${prefix}.${reason}`);
  }
  return reason;
}
