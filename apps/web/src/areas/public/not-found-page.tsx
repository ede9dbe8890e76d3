import { IconMapPinOff } from '@tabler/icons-react';
import { MessagePage } from '../../ui/message-page';
import { useT } from '../../ui/use-t';

export default function NotFoundPage() {
  const t = useT();
  return (
    <MessagePage
      icon={<IconMapPinOff size={44} aria-hidden />}
      title={t('notFound.title')}
      text={t('notFound.text')}
      action={{ label: t('notFound.action'), to: '/' }}
    />
  );
}
