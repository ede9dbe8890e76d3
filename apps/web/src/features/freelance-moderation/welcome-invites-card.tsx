import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Group, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  CAMPAIGN_TAG_MAX,
  campaignTag,
  MAX_WELCOME_LINKS_AT_ONCE,
  SIGNUP_HUNTING_LINK_DAYS,
} from '@orbite/domain/signup-hunting';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { mutationErrorMessage } from './mutation-error';

const SEND_WELCOME_LINKS: TypedDocumentNode<
  { sendWelcomeLinks: { sent: number; skipped: number } },
  { freelanceIds: string[]; utmCampaign: string | null }
> = gql`
  mutation SendWelcomeLinks($freelanceIds: [ID!]!, $utmCampaign: String) {
    sendWelcomeLinks(freelanceIds: $freelanceIds, utmCampaign: $utmCampaign) {
      sent
      skipped
    }
  }
`;

/**
 * After an import: mail every pre-user it created their welcome link at once, tagged with a campaign named after the
 * file. Those already invited today or already active are skipped by the API, so a second click mails nobody twice.
 */
export function WelcomeInvitesCard({ freelanceIds, fileName }: { freelanceIds: string[]; fileName: string }) {
  const t = useT();
  const [send] = useMutation(SEND_WELCOME_LINKS);
  const [campaign, setCampaign] = useState(campaignTag(fileName.replace(/\.[^.]+$/, '')) ?? '');
  const [done, setDone] = useState<{ sent: number; skipped: number } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const run = async () => {
    setDone(null);
    const total = { sent: 0, skipped: 0 };
    for (let start = 0; start < freelanceIds.length; start += MAX_WELCOME_LINKS_AT_ONCE) {
      setProgress(start / freelanceIds.length);
      const result = await send({
        variables: {
          freelanceIds: freelanceIds.slice(start, start + MAX_WELCOME_LINKS_AT_ONCE),
          utmCampaign: campaign || null,
        },
      });
      if (result.error || !result.data) {
        addToast({
          type: 'error',
          messageId: 'welcomeLink.error',
          values: { message: mutationErrorMessage(result.error, t) ?? '' },
        });
        break;
      }
      total.sent += result.data.sendWelcomeLinks.sent;
      total.skipped += result.data.sendWelcomeLinks.skipped;
    }
    setProgress(null);
    setDone(total);
  };
  const confirm = () =>
    modals.openConfirmModal({
      title: t('welcomeInvites.confirmTitle'),
      children: (
        <Text size="sm">
          {t('welcomeInvites.confirmText', { count: freelanceIds.length, days: SIGNUP_HUNTING_LINK_DAYS })}
        </Text>
      ),
      labels: { confirm: t('welcomeInvites.send', { count: freelanceIds.length }), cancel: t('common.cancel') },
      onConfirm: () => void run(),
    });

  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="welcome-invites-title">
      <Group gap="xs" mb="xs">
        <IconMailForward size={20} aria-hidden />
        <Title order={2} size="h4" id="welcome-invites-title">
          {t('welcomeInvites.title')}
        </Title>
      </Group>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('welcomeInvites.text')}
        </Text>
        <TextInput
          label={t('welcomeLink.utmCampaign')}
          description={t('welcomeLink.tagsHint')}
          value={campaign}
          maxLength={CAMPAIGN_TAG_MAX}
          maw={420}
          onChange={(event) => setCampaign(event.currentTarget.value)}
        />
        <Group>
          <Button leftSection={<IconMailForward size={16} aria-hidden />} loading={progress !== null} onClick={confirm}>
            {t('welcomeInvites.send', { count: freelanceIds.length })}
          </Button>
        </Group>
        {progress !== null ? <Progress value={progress * 100} aria-label={t('welcomeInvites.progress')} /> : null}
        {done ? (
          <Alert color="success" data-testid="welcome-invites-done">
            {t('welcomeInvites.done', done)}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
