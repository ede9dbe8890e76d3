import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatPhone } from '@orbite/domain/validators';
import { Link } from 'react-router';
import { useT } from '../../ui/use-t';
import { ImpersonateButton } from '../impersonation/impersonate-button';
import type { CorporateDetail } from './backoffice-companies-operations';
import { BookmarkStar } from './bookmark-star';

/** Who the client user is: name, company, contact, role, bookmark and the way to act as them. */
export function CorporateHeader({ corporate }: { corporate: CorporateDetail | undefined }) {
  const t = useT();
  if (!corporate)
    return (
      <Card withBorder radius="lg" p="lg">
        <Skeleton h={28} w="40%" mb="sm" />
        <Skeleton h={16} w="60%" />
      </Card>
    );
  const name = `${corporate.firstName ?? ''} ${corporate.lastName ?? ''}`.trim() || corporate.email || '';
  return (
    <Card withBorder radius="lg" p="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={1} size="h2">
              {name}
            </Title>
            <BookmarkStar corporateId={corporate.id} bookmarked={Boolean(corporate.teamMemberBookmark)} name={name} />
          </Group>
          <Group gap="xs">
            <Badge variant="light" color={corporate.role === 'admin' ? 'orbite' : 'gray'}>
              {t(`corporateRole.${corporate.role}`)}
            </Badge>
            {corporate.pendingActivation ? (
              <Badge variant="outline" color="warning">
                {t('backofficeCompanies.corporate.pending')}
              </Badge>
            ) : null}
            {corporate.hasNovaAccess ? (
              <Badge variant="light" color="accent" c="dark.7">
                {t('backofficeCompanies.corporate.novaBadge')}
              </Badge>
            ) : null}
          </Group>
          {corporate.company ? (
            <Text size="sm">
              {corporate.jobTitle ? `${corporate.jobTitle} · ` : ''}
              <Anchor component={Link} to={`/backoffice/companies/${corporate.company.id}`}>
                {corporate.company.name}
              </Anchor>
            </Text>
          ) : null}
          <Text size="sm" c="dimmed">
            <Anchor href={`mailto:${corporate.email}`} size="sm">
              {corporate.email}
            </Anchor>
            {corporate.phoneNumber ? ` · ${formatPhone(corporate.phoneNumber)}` : ''}
          </Text>
        </Stack>
        {corporate.userId && !corporate.pendingActivation ? (
          <ImpersonateButton userId={corporate.userId} name={name} />
        ) : null}
      </Group>
    </Card>
  );
}
