import { ActionIcon, Button, Card, CopyButton, Group, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconShare } from '@tabler/icons-react';
import { useCanShare, useOrigin } from '../../ui/use-browser';
import { useT } from '../../ui/use-t';

/** The link a referred freelancer signs up with: the sign-up form reads referrerCode to prefill it. */
export function referralLinkOf(code: string, origin: string): string {
  return `${origin}/freelancer/signup?referrerCode=${encodeURIComponent(code)}`;
}

function CopyField({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const t = useT();
  return (
    <TextInput
      label={label}
      value={value}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      rightSection={
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('common.copied') : copyLabel} withArrow>
              <ActionIcon variant="subtle" color={copied ? 'success' : 'gray'} onClick={copy} aria-label={copyLabel}>
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}

/** The freelancer's referral code and share link, each with a copy button; native share when the browser has it. */
export function ReferralCard({ code }: { code: string }) {
  const t = useT();
  const link = referralLinkOf(code, useOrigin());
  const canShare = useCanShare();
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="referral-title">
      <Stack gap="md" maw={560}>
        <div>
          <Title order={2} size="h4" id="referral-title">
            {t('sponsorship.code.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('sponsorship.code.text')}
          </Text>
        </div>
        <CopyField label={t('sponsorship.code.label')} value={code} copyLabel={t('sponsorship.code.copy')} />
        <CopyField label={t('sponsorship.link.label')} value={link} copyLabel={t('sponsorship.link.copy')} />
        {canShare ? (
          <Group>
            <Button
              variant="light"
              leftSection={<IconShare size={16} />}
              onClick={() =>
                void navigator.share({
                  title: t('sponsorship.share.title'),
                  text: t('sponsorship.share.text'),
                  url: link,
                })
              }
            >
              {t('sponsorship.share.button')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
