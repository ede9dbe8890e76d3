import { Avatar, Badge, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFileUnknown, IconPrinter } from '@tabler/icons-react';
import { MessagePage } from '../../ui/message-page';
import { useT } from '../../ui/use-t';
import { useMissionExport } from './mission-form-operations';
import { formValuesOfMission } from './mission-form-values';
import { useFormatDay, useFormatRate } from './mission-format';
import { MissionSummary } from './mission-summary';

/** On paper: no site header or footer, no buttons, sections not cut in two. */
const printStyle = `
@media print {
  header, footer, .mission-export-actions { display: none !important; }
  body, main { background: white !important; }
  .mission-summary-section { break-inside: avoid; }
}`;

/**
 * The public read-only view of a mission, shared by the client with colleagues through its hash:
 * everything the form holds, daily rate included (the people it is shared with decide with the
 * client), printable. An unknown hash, or a mission not sent yet, is not found.
 */
export function MissionExportView({ hash }: { hash: string }) {
  const t = useT();
  const formatDay = useFormatDay();
  const formatRate = useFormatRate();
  const { data, loading } = useMissionExport(hash);
  const mission = data?.missionExport ?? null;

  if (!mission && loading) {
    return (
      <Container size="md" py="xl" aria-busy="true">
        <Stack gap="lg">
          <Skeleton h={56} w="60%" radius="md" />
          <Skeleton h={420} radius="md" />
        </Stack>
      </Container>
    );
  }
  if (!mission) {
    return (
      <MessagePage
        icon={<IconFileUnknown size={40} />}
        color="gray"
        title={t('missionForm.export.notFoundTitle')}
        text={t('missionForm.export.notFound')}
        action={{ label: t('missionForm.export.home'), to: '/' }}
      />
    );
  }
  const values = formValuesOfMission(mission);
  const company = mission.company?.name ?? null;
  return (
    <Container size="md" py="xl">
      <style>{printStyle}</style>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="md" wrap="nowrap" align="center">
            <Avatar src={mission.company?.logoUrl} name={company ?? undefined} color="initials" size={56} radius="md" />
            <Stack gap={2}>
              {company ? (
                <Text c="dimmed" size="sm" fw={600}>
                  {company}
                </Text>
              ) : null}
              <Title order={1}>{mission.title || t('missionForm.export.untitled')}</Title>
            </Stack>
          </Group>
          <Button
            className="mission-export-actions"
            variant="default"
            leftSection={<IconPrinter size={16} />}
            onClick={() => window.print()}
          >
            {t('missionForm.export.print')}
          </Button>
        </Group>
        <Group gap="xs">
          {mission.category ? <Badge variant="light">{t(`enum.missionCategory.${mission.category}`)}</Badge> : null}
          {mission.workplace ? (
            <Badge variant="light" color="gray">
              {t(`enum.workplace.${mission.workplace}`)}
            </Badge>
          ) : null}
          {mission.startDate ? (
            <Badge variant="light" color="gray">
              {t('missionForm.export.from', { date: formatDay(mission.startDate, 'medium') })}
            </Badge>
          ) : null}
          {mission.retribution ? (
            <Badge variant="light" color="success">
              {t('missionForm.summary.rate', { rate: formatRate(mission.retribution) })}
            </Badge>
          ) : null}
        </Group>
        <MissionSummary values={values} />
        <Text size="xs" c="dimmed">
          {t('missionForm.export.footer', { company: company ?? '' })}
        </Text>
      </Stack>
    </Container>
  );
}
