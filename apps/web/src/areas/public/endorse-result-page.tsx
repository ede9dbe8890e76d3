import { ErrorCode } from '@orbite/domain/errors';
import { IconHeartHandshake, IconLinkOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { MessagePage } from '../../ui/message-page';
import { useT } from '../../ui/use-t';

/** `/freelancer/endorse/thanks`: the referent's answer is recorded. */
export function EndorseThanksPage() {
  const t = useT();
  const [query] = useSearchParams();
  const endorsed = query.get('answer') !== 'declined';
  return (
    <MessagePage
      icon={<IconHeartHandshake size={40} />}
      color="teal"
      title={t(endorsed ? 'endorse.thanks.title' : 'endorse.thanks.declinedTitle')}
      text={t(endorsed ? 'endorse.thanks.text' : 'endorse.thanks.declinedText')}
      action={{ label: t('endorse.discover'), to: '/' }}
    />
  );
}

/** `/freelancer/endorse/error`: a link unknown, already answered (554) or expired (557). */
export function EndorseErrorPage() {
  const t = useT();
  const [query] = useSearchParams();
  const expired = Number(query.get('code')) === ErrorCode.expiredToken;
  return (
    <MessagePage
      icon={<IconLinkOff size={40} />}
      color="gray"
      title={t(expired ? 'endorse.error.expiredTitle' : 'endorse.error.title')}
      text={t(expired ? 'endorse.error.expiredText' : 'endorse.error.text')}
      action={{ label: t('endorse.discover'), to: '/' }}
    />
  );
}

export default EndorseThanksPage;
