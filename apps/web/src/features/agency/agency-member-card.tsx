import { Anchor, Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import type { AgencyMember } from './agency-operations';

const initials = (member: AgencyMember) => `${member.firstName[0] ?? ''}${member.lastName[0] ?? ''}`.toUpperCase();

/** One freelancer of a portfolio: who, at what rate, and what the state means (the mission and its end, the date). */
export function AgencyMemberCard({ member, withAgent }: { member: AgencyMember; withAgent: boolean }) {
  const t = useT();
  const intl = useIntl();
  const day = (value: string) =>
    intl.formatDate(`${value}T12:00:00Z`, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const detail =
    member.state === 'endingSoon' || member.state === 'onMission'
      ? t('agency.card.mission', { company: member.companyName ?? '', end: day(member.missionEndDate ?? '') })
      : member.state === 'availableSoon' || (member.state === 'unavailable' && member.availabilityDate)
        ? t('agency.card.availableOn', { day: day(member.availabilityDate ?? '') })
        : member.state === 'available'
          ? t('agency.card.available')
          : t('agency.card.unavailable');
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid="agency-member">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar radius="xl" size={36} color="orbite">
          {initials(member)}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`/backoffice/freelancers/${member.freelanceId}`} fw={600} size="sm">
            {member.firstName} {member.lastName}
          </Anchor>
          {member.jobTitle ? (
            <Text size="xs" c="dimmed" truncate>
              {member.jobTitle}
            </Text>
          ) : null}
          <Text size="xs">{detail}</Text>
          {member.state === 'endingSoon' || member.state === 'onMission' ? (
            <Text size="xs" c="dimmed" truncate>
              {member.missionTitle}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {[
              member.retribution ? t('agency.card.rate', { rate: member.retribution }) : null,
              withAgent ? t('agency.card.agent', { name: member.agentName }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
