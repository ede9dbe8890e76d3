import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { CopyField } from '../../ui/copy-field';
import { useCanShare, useOrigin } from '../../ui/use-browser';
import { useT } from '../../ui/use-t';

/** The link a referred freelancer signs up with: the sign-up form reads referrerCode to prefill it. */
export function referralLinkOf(code: string, origin: string): string {
  return `${origin}/freelancer/signup?referrerCode=${encodeURIComponent(code)}`;
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
