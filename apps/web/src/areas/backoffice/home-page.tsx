import { Badge, Stack } from '@mantine/core';
import { useCurrentUser } from '../../features/session/session-context';
import { MyPortfolio } from '../../features/teams/my-portfolio';
import { UsersTable } from '../../features/users/users-table';
import { useT } from '../../ui/use-t';
import { WelcomeHeader } from '../../ui/welcome-header';

export default function BackofficeHomePage() {
  const t = useT();
  const user = useCurrentUser();
  const badges = (
    <>
      <Badge variant="light">{t('role.teamMember')}</Badge>
      {user.teamMember?.accountManager ? (
        <Badge color="success" variant="light">
          {t('teamMember.accountManager')}
        </Badge>
      ) : null}
      {user.teamMember?.freelancerAgent ? (
        <Badge color="warning" variant="light">
          {t('teamMember.freelancerAgent')}
        </Badge>
      ) : null}
    </>
  );
  return (
    <Stack>
      <WelcomeHeader
        title={t('home.welcome', { name: user.firstName || user.fullName || user.email })}
        subtitle={t('home.backoffice.subtitle')}
        badges={badges}
      />
      <MyPortfolio />
      <UsersTable currentUserId={user.id} />
    </Stack>
  );
}
