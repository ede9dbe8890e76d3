import { IconPlanetOff } from '@tabler/icons-react';
import { useCurrentUser } from '../../features/session/session-context';
import { MessagePage } from '../../ui/message-page';
import { useT } from '../../ui/use-t';

/** For freelancers whose profile is out of the marketplace's scope. */
export default function FreelancerSorryPage() {
  const t = useT();
  const user = useCurrentUser();
  const banned = user.freelance?.status === 'banned';
  return (
    <MessagePage
      icon={<IconPlanetOff size={44} aria-hidden />}
      color="warning"
      title={t(banned ? 'sorry.bannedTitle' : 'sorry.title', { name: user.firstName ?? '' })}
      text={t(banned ? 'sorry.bannedText' : 'sorry.text')}
      action={{ label: t('sorry.parameters'), to: '/freelancer/parameters' }}
    />
  );
}
