import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { CAMPAIGN_TAG_MAX, SIGNUP_HUNTING_LINK_DAYS } from '@orbite/domain/signup-hunting';
import { IconCircleCheck, IconLink, IconMail, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { addToast } from '../../shell/toasts';
import { CopyField } from '../../ui/copy-field';
import { useT } from '../../ui/use-t';
import { mutationErrorMessage } from './mutation-error';
import {
  useCreateWelcomeLink,
  useFreelanceWelcomeLink,
  type WelcomeLink,
  type WelcomeLinkInput,
} from './welcome-link-operations';

function LinkState({ link }: { link: WelcomeLink | null }) {
  const t = useT();
  const intl = useIntl();
  const day = (value: string) => intl.formatDate(value, { day: 'numeric', month: 'long', year: 'numeric' });
  if (!link)
    return (
      <Text size="sm" c="dimmed">
        {t('welcomeLink.none')}
      </Text>
    );
  const tags = [link.utmCampaign, link.utmSource, link.utmMedium].filter(Boolean).join(' · ');
  const expired = new Date(link.expiresAt).getTime() <= Date.now();
  const by = link.createdBy ?? t('welcomeLink.someone');
  return (
    <Stack gap={4} data-testid="welcome-link-state">
      <Text size="sm">
        {expired
          ? t('welcomeLink.expired', { day: day(link.createdAt) })
          : link.mailedTo
            ? t('welcomeLink.pendingMailed', {
                email: link.mailedTo,
                day: day(link.createdAt),
                by,
                until: day(link.expiresAt),
              })
            : t('welcomeLink.pending', { day: day(link.createdAt), by, until: day(link.expiresAt) })}
      </Text>
      {tags ? (
        <Text size="xs" c="dimmed">
          {t('welcomeLink.campaign', { tags })}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The back office's invitation of a pre-user (an account the team made, without password): a personal link,
 * mailed by the platform or copied into the team's own message, with optional campaign tags. Once the freelancer
 * took their account, the card says when and by which campaign.
 */
export function WelcomeLinkCard({ freelanceId }: { freelanceId: string }) {
  const t = useT();
  const intl = useIntl();
  const { data } = useFreelanceWelcomeLink(freelanceId);
  const [create, { loading }] = useCreateWelcomeLink(freelanceId);
  const [campaign, setCampaign] = useState('');
  const [source, setSource] = useState('');
  const [url, setUrl] = useState<string | null>(null);
  const freelance = data?.freelance;
  const link = freelance?.welcomeLink ?? null;

  if (!freelance) return null;
  if (!freelance.awaitsOwner) {
    if (!link?.usedAt) return null;
    const tags = [link.utmCampaign, link.utmSource, link.utmMedium].filter(Boolean).join(' · ');
    return (
      <Alert variant="light" color="success" icon={<IconCircleCheck size={18} />} title={t('welcomeLink.title')}>
        {t('welcomeLink.claimed', { day: intl.formatDate(link.usedAt, { dateStyle: 'long' }) })}
        {tags ? ` ${t('welcomeLink.campaign', { tags })}` : ''}
      </Alert>
    );
  }

  const run = async (input: WelcomeLinkInput) => {
    setUrl(null);
    const result = await create({ variables: { freelanceId, input } });
    if (result.error || !result.data) {
      addToast({
        type: 'error',
        messageId: 'welcomeLink.error',
        values: { message: mutationErrorMessage(result.error, t) ?? '' },
      });
      return;
    }
    const made = result.data.createWelcomeLink;
    if (input.send)
      addToast({ type: 'success', messageId: 'welcomeLink.sent', values: { email: made.link.mailedTo ?? '' } });
    else {
      setUrl(made.url);
      addToast({ type: 'success', messageId: 'welcomeLink.created' });
    }
  };
  const confirmed = (send: boolean) => {
    const input = { send, utmCampaign: campaign || null, utmSource: source || null };
    const pending = link && !link.usedAt && new Date(link.expiresAt).getTime() > Date.now();
    if (!pending) return void run(input);
    modals.openConfirmModal({
      title: t(send ? 'welcomeLink.send' : 'welcomeLink.copy'),
      children: <Text size="sm">{t('welcomeLink.again')}</Text>,
      labels: { confirm: t(send ? 'welcomeLink.send' : 'welcomeLink.copy'), cancel: t('common.cancel') },
      onConfirm: () => void run(input),
    });
  };

  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="welcome-link-title">
      <Group gap="xs" mb="xs">
        <IconMailForward size={20} aria-hidden />
        <Title order={2} size="h4" id="welcome-link-title">
          {t('welcomeLink.title')}
        </Title>
      </Group>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('welcomeLink.intro')}
        </Text>
        <LinkState link={link} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t('welcomeLink.utmCampaign')}
            placeholder={t('welcomeLink.utmCampaignPlaceholder')}
            value={campaign}
            maxLength={CAMPAIGN_TAG_MAX}
            onChange={(event) => setCampaign(event.currentTarget.value)}
          />
          <TextInput
            label={t('welcomeLink.utmSource')}
            placeholder={t('welcomeLink.utmSourcePlaceholder')}
            value={source}
            maxLength={CAMPAIGN_TAG_MAX}
            onChange={(event) => setSource(event.currentTarget.value)}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('welcomeLink.tagsHint')}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            leftSection={<IconMail size={14} aria-hidden />}
            loading={loading}
            onClick={() => confirmed(true)}
          >
            {t('welcomeLink.send')}
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconLink size={14} aria-hidden />}
            disabled={loading}
            onClick={() => confirmed(false)}
          >
            {t('welcomeLink.copy')}
          </Button>
        </Group>
        {url ? (
          <CopyField
            label={t('welcomeLink.url')}
            description={t('welcomeLink.urlHint', { days: SIGNUP_HUNTING_LINK_DAYS })}
            value={url}
            copyLabel={t('welcomeLink.copyUrl')}
          />
        ) : null}
      </Stack>
    </Card>
  );
}
