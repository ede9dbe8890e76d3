import { homePathOf } from '@orbite/domain/roles';
import { IconMapPinOff } from '@tabler/icons-react';
import { roleOf } from '../../app/guards';
import { useSession } from '../../features/session/session-context';
import { MessagePage } from '../../ui/message-page';
import { useT } from '../../ui/use-t';

/** /404: the way back is the visitor's own space when signed in, the home page otherwise. */
export default function NotFoundPage() {
  const t = useT();
  const { user } = useSession();
  const home = homePathOf(roleOf(user));
  return (
    <MessagePage
      icon={<IconMapPinOff size={44} aria-hidden />}
      title={t('notFound.title')}
      text={t('notFound.text')}
      action={home ? { label: t('notFound.actionSignedIn'), to: home } : { label: t('notFound.action'), to: '/' }}
    />
  );
}
