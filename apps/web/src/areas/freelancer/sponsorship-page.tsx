import { Stack, Text, Title } from '@mantine/core';
import { useCurrentUser } from '../../features/session/session-context';
import { ReferralCard } from '../../features/sponsorship/referral-card';
import { SponsoredList } from '../../features/sponsorship/sponsored-list';
import { useT } from '../../ui/use-t';

export default function FreelancerSponsorshipPage() {
  const t = useT();
  const user = useCurrentUser();
  const code = user.freelance?.referralCode;
  return (
    <Stack maw={760}>
      <div>
        <Title order={1}>{t('route.freelancer.sponsorship')}</Title>
        <Text c="dimmed" mt={4}>
          {t('sponsorship.intro')}
        </Text>
      </div>
      {code ? <ReferralCard code={code} /> : <Text c="dimmed">{t('sponsorship.noCode')}</Text>}
      {user.freelance ? <SponsoredList freelanceId={user.freelance.id} /> : null}
    </Stack>
  );
}
