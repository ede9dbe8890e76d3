import { Anchor, Avatar, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconCoinEuro, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import type { MatchFreelance } from '../matches/match-operations';

/** Available now, from a date, or not: the same wording as the public profile. */
export function AvailabilityBadge({ freelance }: { freelance: MatchFreelance }) {
  const t = useT();
  const intl = useIntl();
  if (freelance.availableNow)
    return (
      <Badge color="success" variant="light" tt="none">
        {t('enterpriseMatches.availability.now')}
      </Badge>
    );
  if (freelance.availabilityDate)
    return (
      <Badge color={freelance.availableSoon ? 'warning' : 'gray'} variant="light" tt="none">
        {t('enterpriseMatches.availability.from', {
          date: intl.formatDate(`${freelance.availabilityDate}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }),
        })}
      </Badge>
    );
  return (
    <Badge color="gray" variant="light" tt="none">
      {t('enterpriseMatches.availability.unavailable')}
    </Badge>
  );
}

/**
 * Who the freelancer is, at a glance: picture (or initials), full name, tagline, daily rate,
 * availability and city. The name links to the profile when `to` is given.
 */
export function FreelanceIdentity({
  freelance,
  to,
  size = 'md',
  extra,
}: {
  freelance: MatchFreelance;
  to?: string;
  size?: 'md' | 'lg';
  /** Beside the name (the stage badge). */
  extra?: ReactNode;
}) {
  const t = useT();
  const name = (
    <Title order={size === 'lg' ? 1 : 3} size={size === 'lg' ? 'h2' : 'h4'}>
      {freelance.fullName}
    </Title>
  );
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <Avatar
        src={freelance.profilePictureUrl}
        name={freelance.fullName}
        color="initials"
        size={size === 'lg' ? 80 : 56}
        radius="xl"
        alt=""
      />
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Group gap="sm" wrap="wrap">
          {to ? (
            <Anchor component={Link} to={to} c="inherit" underline="hover">
              {name}
            </Anchor>
          ) : (
            name
          )}
          {extra}
        </Group>
        {freelance.tagline ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {freelance.tagline}
          </Text>
        ) : null}
        <Group gap="md" wrap="wrap" mt={2}>
          {freelance.retribution != null ? (
            <Group gap={4} wrap="nowrap">
              <IconCoinEuro size={16} aria-hidden color="var(--mantine-color-dimmed)" />
              <Text size="sm" fw={600}>
                {t('enterpriseMatches.rate', { rate: freelance.retribution })}
              </Text>
            </Group>
          ) : null}
          <AvailabilityBadge freelance={freelance} />
          {freelance.city ? (
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={16} aria-hidden color="var(--mantine-color-dimmed)" />
              <Text size="sm">{freelance.city}</Text>
            </Group>
          ) : null}
        </Group>
      </Stack>
    </Group>
  );
}
