import { Alert, Avatar, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { BackLink } from '../../ui/back-link';
import { useT } from '../../ui/use-t';
import { conversationPaths, OpenConversationButton } from '../chat/open-conversation-button';
import { MissionActions, type MissionViewer } from './mission-actions';
import { type MissionDetail, useMission } from './mission-operations';
import { MissionSectionTabs, sectionOf, visibleSections } from './mission-sections';
import { MissionStatusCell } from './mission-status-cell';

function MissionHeader({
  mission,
  viewer,
  onReload,
}: {
  mission: MissionDetail;
  viewer: MissionViewer;
  onReload: () => void;
}) {
  const t = useT();
  return (
    <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
      <Group gap="md" align="flex-start" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 460px' }}>
        <Avatar src={mission.company?.logoUrl} size={56} radius="md" alt="" name={mission.company?.name ?? ''} />
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} size="h2">
            {mission.title || t('missions.untitled')}
          </Title>
          <Group gap="sm">
            <MissionStatusCell id={mission.id} status={mission.status} missingRating={mission.missingRating} />
            <Text size="sm" c="dimmed">
              {[mission.company?.name, t('missions.reference', { id: mission.id })].filter(Boolean).join(' · ')}
            </Text>
          </Group>
        </Stack>
      </Group>
      <Group gap="xs" wrap="wrap" justify="flex-end">
        <OpenConversationButton
          target={{ missionId: mission.id }}
          pathOf={viewer === 'corporate' ? conversationPaths.enterprise : conversationPaths.backoffice}
        />
        <MissionActions mission={mission} viewer={viewer} onReload={onReload} />
      </Group>
    </Group>
  );
}

/**
 * The mission page of both areas: header with the viewer's actions, then the sections. A mission
 * the viewer may not read answers 404, and the shell shows the not-found page.
 */
export function MissionView({
  id,
  viewer,
  section,
  onSection,
  back,
  missionPath,
}: {
  id: string;
  viewer: MissionViewer;
  section: string | null | undefined;
  onSection: (id: string) => void;
  back: { to: string; label: string };
  missionPath: (id: string) => string;
}) {
  const t = useT();
  const { data, loading, error, refetch } = useMission(id);
  const mission = data?.mission;
  const backLink = <BackLink to={back.to}>{back.label}</BackLink>;

  if (!mission) {
    if (loading) return <Skeleton h={320} radius="lg" />;
    return (
      <Stack>
        {backLink}
        {error ? (
          <Alert color="danger" icon={<IconAlertCircle size={18} />} role="alert">
            <Group justify="space-between">
              {t('missions.page.loadError')}
              <Button size="xs" variant="white" onClick={() => refetch()}>
                {t('missions.retry')}
              </Button>
            </Group>
          </Alert>
        ) : null}
      </Stack>
    );
  }
  const sections = visibleSections(mission, viewer);
  const active = sectionOf(sections, section);
  const Section = active.component;
  return (
    <Stack>
      {backLink}
      <MissionHeader mission={mission} viewer={viewer} onReload={() => refetch()} />
      <MissionSectionTabs sections={sections} active={active.id} onChange={onSection} />
      <Section mission={mission} viewer={viewer} missionPath={missionPath} />
    </Stack>
  );
}
