import { Alert, Anchor, Button, Card, Grid, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertCircle, IconCalendarEvent, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { serverNow } from '../../shell/shell-state';
import { BackLink } from '../../ui/back-link';
import { useT } from '../../ui/use-t';
import { conversationPaths, OpenConversationButton } from '../chat/open-conversation-button';
import { MatchCard } from '../matches/match-card';
import type { Match } from '../matches/match-operations';
import { MeetingPanel } from '../meetings/meeting-panel';
import { ProfileSkeleton } from '../profile/profile-skeleton';
import { useFreelancePublicProfile } from '../profile/public-profile-operations';
import { PublicProfileView } from '../profile/public-profile-view';
import { useMatchOf, useMissionMatches } from './enterprise-matches-operations';
import { missionFreelancerPath, missionProfilesPath } from './enterprise-matches-paths';
import { FreelanceIdentity } from './freelance-identity';
import { MatchActions } from './match-actions';
import { profileStage, selectionCount } from './profile-stage';
import { MeetingLine, ProfileStageBadge } from './profile-stage-badge';

/** The sections of the page, in the path: /enterprise/mission/{id}/freelancer/{freelancerId}/{section}. */
export const freelancerSections = ['profile', 'meeting'] as const;
export type FreelancerSection = (typeof freelancerSections)[number];

export const sectionOf = (value: string | undefined): FreelancerSection =>
  freelancerSections.find((section) => section === value) ?? 'profile';

function Header({ match, onMoved }: { match: Match; onMoved: (copy: Match) => void }) {
  const t = useT();
  const { data } = useMissionMatches(match.mission.id);
  const selection = selectionCount(data?.missionMatches ?? [match]);
  const stage = profileStage(match, new Date(serverNow()));
  return (
    <Card withBorder radius="lg" p="lg">
      <Stack gap="md">
        <FreelanceIdentity
          freelance={match.freelance}
          size="lg"
          extra={<ProfileStageBadge stage={stage} size="lg" />}
        />
        <Text size="sm">
          {t('enterpriseMatches.page.forMission')}{' '}
          <Anchor component={Link} to={`/enterprise/missions/${match.mission.id}`} fw={600}>
            {match.mission.title || t('enterpriseMatches.untitledMission')}
          </Anchor>
        </Text>
        <MeetingLine match={match} stage={stage} />
        <MatchActions match={match} selection={selection} onMoved={onMoved} />
        <OpenConversationButton
          target={{ matchId: match.id }}
          pathOf={conversationPaths.enterprise}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
    </Card>
  );
}

function ProfileTab({ match }: { match: Match }) {
  const t = useT();
  const { data, loading, error } = useFreelancePublicProfile(match.freelance.publicId);
  const profile = data?.freelancePublicProfile;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
        {profile ? (
          <PublicProfileView profile={profile} signinTo={missionFreelancerPath(match.mission.id, match.freelance.id)} />
        ) : loading ? (
          <ProfileSkeleton />
        ) : (
          <Alert color="danger" variant="light" role="alert">
            {t(error ? 'enterpriseMatches.page.profileError' : 'enterpriseMatches.page.profileMissing')}
          </Alert>
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
        {match.evaluation ? (
          <MatchCard
            evaluation={match.evaluation}
            audience="corporate"
            mission={match.mission}
            freelance={match.freelance}
          />
        ) : null}
      </Grid.Col>
    </Grid>
  );
}

/**
 * A freelancer in the context of one of the client's missions: who they are and how they fit, the
 * meeting, and the same decisions as on the mission's profiles (meet, confirm, decline, move).
 */
export function MissionFreelancerView({
  missionId,
  freelanceId,
  section,
  onSection,
  onMoved,
}: {
  missionId: string;
  freelanceId: string;
  section: FreelancerSection;
  onSection: (section: FreelancerSection) => void;
  /** The profile moved to another mission: the page follows it. */
  onMoved: (copy: Match) => void;
}) {
  const t = useT();
  const { data, loading, error, refetch } = useMatchOf(missionId, freelanceId);
  const match = data?.matchOf;
  const back = <BackLink to={missionProfilesPath(missionId)}>{t('enterpriseMatches.page.back')}</BackLink>;

  if (!match) {
    if (loading)
      return (
        <Stack>
          {back}
          <Skeleton h={180} radius="lg" />
          <Skeleton h={320} radius="lg" />
        </Stack>
      );
    return (
      <Stack>
        {back}
        {error ? (
          <Alert color="danger" icon={<IconAlertCircle size={18} />} role="alert">
            <Group justify="space-between">
              {t('enterpriseMatches.page.loadError')}
              <Button size="xs" variant="white" onClick={() => refetch()}>
                {t('enterpriseMatches.retry')}
              </Button>
            </Group>
          </Alert>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {back}
      <Header match={match} onMoved={onMoved} />
      <Tabs value={section} onChange={(next) => next && onSection(next as FreelancerSection)}>
        <Tabs.List>
          <Tabs.Tab value="profile" leftSection={<IconUser size={16} aria-hidden />}>
            {t('enterpriseMatches.page.tab.profile')}
          </Tabs.Tab>
          <Tabs.Tab value="meeting" leftSection={<IconCalendarEvent size={16} aria-hidden />}>
            {t('enterpriseMatches.page.tab.meeting')}
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {section === 'profile' ? (
        <ProfileTab match={match} />
      ) : (
        <div style={{ maxWidth: 760 }}>
          <MeetingPanel match={match} viewer="corporate" readOnly />
        </div>
      )}
    </Stack>
  );
}
