import { IconWorld } from '@tabler/icons-react';
import { MessagePage } from '../../ui/message-page';
import { useT } from '../../ui/use-t';

export default function OutOfFrancePage() {
  const t = useT();
  return (
    <MessagePage
      icon={<IconWorld size={44} aria-hidden />}
      color="warning"
      title={t('outOfFrance.title')}
      text={t('outOfFrance.text')}
      action={{ label: t('outOfFrance.action'), to: '/' }}
    />
  );
}
