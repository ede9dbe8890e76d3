import { Alert, Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import { legalFormLink, useInstant } from './deal-format';
import type { Deal, DealChecklistItem } from './deal-operations';
import type { DealViewer } from './deal-view';

const parties = ['freelanceCompany', 'person', 'corporateCompany'] as const;

function linkOf(item: DealChecklistItem, deal: Deal, viewer: DealViewer): string {
  if (viewer !== 'teamMember') return legalFormLink(item.form);
  return item.party === 'corporateCompany'
    ? `/backoffice/companies/${deal.company?.id ?? ''}`
    : `/backoffice/freelancers/${deal.freelance?.id ?? ''}`;
}

/**
 * What still blocks the signature: each party's missing legal fields with a link to the form that
 * fills them, the KYC file and the client's specific mentions; the team lifts the last two, with a reason.
 */
export function DealChecklist({
  deal,
  viewer,
  onBypass,
}: {
  deal: Deal;
  viewer: DealViewer;
  onBypass: (kind: 'kyc' | 'specificMentions') => void;
}) {
  const t = useT();
  const instant = useInstant();
  if (['signed', 'ended', 'cancelled'].includes(deal.status)) return null;
  const items = deal.legalChecklist;
  const team = viewer === 'teamMember';
  // Each side sees what it has to fill; the team sees every blocker.
  const blockers = team
    ? deal.signingBlockers
    : deal.signingBlockers.filter((b) =>
        viewer === 'corporate' ? b === 'corporateLegalFields' : b === 'freelanceLegalFields',
      );
  if (!team && items.length === 0 && blockers.length === 0 && deal.status !== 'termsAccepted') return null;
  return (
    <Card withBorder radius="lg" p="lg" id="checklist">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {t('deals.checklist.title')}
          </Title>
          {blockers.length === 0 ? (
            <Badge color="green" variant="light" leftSection={<IconCircleCheck size={14} />}>
              {t('deals.checklist.ready')}
            </Badge>
          ) : (
            <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={14} />}>
              {t('deals.checklist.blocked', { count: blockers.length })}
            </Badge>
          )}
        </Group>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t(team ? 'deals.checklist.allFields' : 'deals.checklist.yourFieldsDone')}
          </Text>
        ) : (
          parties.map((party) => {
            const missing = items.filter((item) => item.party === party);
            if (missing.length === 0) return null;
            return (
              <Stack key={party} gap={4}>
                <Text size="sm" fw={600}>
                  {t(`deals.checklist.party.${party}`)}
                </Text>
                <List size="sm" spacing={2}>
                  {missing.map((item) => (
                    <List.Item key={item.field}>
                      <Anchor component={Link} to={linkOf(item, deal, viewer)} size="sm">
                        {t(`deals.field.${item.field}`)}
                      </Anchor>
                    </List.Item>
                  ))}
                </List>
              </Stack>
            );
          })
        )}
        {team && blockers.includes('kyc') ? (
          <Alert color="orange" variant="light" title={t('deals.blocker.kyc')}>
            <Group justify="space-between">
              <Text size="sm">{t('deals.checklist.kycHelp')}</Text>
              <Button size="xs" variant="light" color="orange" onClick={() => onBypass('kyc')}>
                {t('deals.bypass.kyc')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        {blockers.includes('specificMentions') ? (
          <Alert color="orange" variant="light" title={t('deals.blocker.specificMentions')}>
            <Group justify="space-between">
              <Text size="sm">{t('deals.checklist.mentionsHelp')}</Text>
              {team ? (
                <Button size="xs" variant="light" color="orange" onClick={() => onBypass('specificMentions')}>
                  {t('deals.bypass.specificMentions')}
                </Button>
              ) : null}
            </Group>
          </Alert>
        ) : null}
        {team && deal.bypasses.length > 0 ? (
          <Stack gap={2}>
            {deal.bypasses.map((b) => (
              <Text key={b.kind} size="xs" c="dimmed">
                {t('deals.bypass.done', {
                  kind: t(`deals.bypass.kind.${b.kind}`),
                  at: instant(b.at),
                  reason: b.reason,
                })}
              </Text>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
