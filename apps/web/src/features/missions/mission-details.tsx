import { Alert, Badge, Card, Grid, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { wasSigned } from '@orbite/domain/deal-status';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../ui/use-t';
import type { MissionViewer } from './mission-actions';
import { useMissionFormat } from './mission-format';
import type { MissionContract, MissionDetail } from './mission-operations';
import { MissionStatusCell } from './mission-status-cell';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" fw={500} m={0}>
        {children ?? '—'}
      </Text>
    </div>
  );
}

function FactCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" p="lg">
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
        {children}
      </SimpleGrid>
    </Card>
  );
}

/** Why a mission was refused, failed or not approved, with the comment left then. */
function StatusReasons({ mission }: { mission: MissionDetail }) {
  const t = useT();
  const reasons = [
    ...(mission.refusalReason ? [t(`enum.missionRefusalReason.${mission.refusalReason}`)] : []),
    ...mission.failureReasons.map((reason) => t(`enum.missionFailureReason.${reason}`)),
  ];
  const closed = ['refused', 'failed', 'approvalDeclined'].includes(mission.status);
  if (!closed || (reasons.length === 0 && !mission.statusComment)) return null;
  return (
    <Alert
      color="danger"
      variant="light"
      icon={<IconInfoCircle size={18} />}
      title={t(`missions.reasons.${mission.status}`)}
    >
      <Stack gap={6}>
        {reasons.length ? (
          <Group gap={6}>
            {reasons.map((reason) => (
              <Badge key={reason} variant="outline" color="danger" tt="none">
                {reason}
              </Badge>
            ))}
          </Group>
        ) : null}
        {mission.statusComment ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            « {mission.statusComment} »
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}

function Skills({ mission }: { mission: MissionDetail }) {
  const t = useT();
  const groups = [
    { key: 'mandatory', skills: mission.skills.filter((s) => s.primary) },
    { key: 'optional', skills: mission.skills.filter((s) => !s.primary) },
  ];
  return (
    <Card withBorder radius="lg" p="lg">
      <Title order={2} size="h5" mb="sm">
        {t('missions.details.skills')}
      </Title>
      {mission.skills.length === 0 ? <Text c="dimmed">{t('missions.details.noSkills')}</Text> : null}
      <Stack gap="sm">
        {groups.map((group) =>
          group.skills.length ? (
            <div key={group.key}>
              <Text size="xs" c="dimmed" mb={4}>
                {t(`missions.details.${group.key}`)}
              </Text>
              <Group gap={6}>
                {group.skills.map((skill) => (
                  <Badge key={skill.id} variant={skill.primary ? 'light' : 'outline'} size="lg" tt="none">
                    {skill.yearsRequired
                      ? t('missions.details.skillYears', { name: skill.name, years: skill.yearsRequired })
                      : skill.name}
                  </Badge>
                ))}
              </Group>
            </div>
          ) : null,
        )}
      </Stack>
    </Card>
  );
}

/** "Détails": everything about the mission, as the client wrote it and the team completed it. */
export function MissionDetails({
  mission,
  viewer,
}: {
  mission: MissionDetail & { deal?: MissionContract | null };
  viewer: MissionViewer;
}) {
  const contract = mission.deal && wasSigned(mission.deal.status) ? mission.deal : null;
  const t = useT();
  const format = useMissionFormat();
  const enumLabel = (prefix: string, value: string | null) => (value ? t(`${prefix}.${value}`) : null);
  const place = [
    mission.location?.street,
    [mission.location?.zipCode, mission.location?.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack>
      <StatusReasons mission={mission} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack>
            <Card withBorder radius="lg" p="lg">
              <Title order={2} size="h5" mb="sm">
                {t('missions.details.description')}
              </Title>
              {mission.description ? (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {mission.description}
                </Text>
              ) : (
                <Text c="dimmed">{t('missions.details.noDescription')}</Text>
              )}
            </Card>
            <Skills mission={mission} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            <FactCard title={t('missions.details.general')}>
              <Fact label={t('missions.details.status')}>
                <MissionStatusCell id={mission.id} status={mission.status} missingRating={mission.missingRating} />
              </Fact>
              <Fact label={t('missions.details.company')}>{mission.company?.name}</Fact>
              <Fact label={t('missions.details.category')}>{enumLabel('enum.missionCategory', mission.category)}</Fact>
              <Fact label={t('missions.details.offer')}>{enumLabel('enum.missionOffer', mission.offer)}</Fact>
              <Fact label={t('missions.details.projectType')}>
                {enumLabel('enum.projectType', mission.projectType)}
              </Fact>
              <Fact label={t('missions.details.renewable')}>{enumLabel('enum.renewable', mission.renewable)}</Fact>
              <Fact label={t('missions.details.experienceLevel')}>
                {enumLabel('enum.experienceLevel', mission.experienceLevel)}
              </Fact>
              {mission.huntingPriorityScore !== null ? (
                <Fact label={t('missions.details.huntingPriority')}>{mission.huntingPriorityScore}</Fact>
              ) : null}
            </FactCard>
            <FactCard title={t('missions.details.timing')}>
              {/* Once a contract is signed, the request's dates and days are said to be the request's. */}
              <Fact label={t(contract ? 'missions.details.requestedStartDate' : 'missions.details.startDate')}>
                {format.day(mission.startDate)}
              </Fact>
              <Fact label={t('missions.details.maxWeeksAfterStart')}>
                {mission.maxWeeksAfterStart == null
                  ? null
                  : t('missions.details.weeksValue', { weeks: mission.maxWeeksAfterStart })}
              </Fact>
              <Fact label={t(contract ? 'missions.details.requestedDuration' : 'missions.details.duration')}>
                {mission.durationInDays ? t('missions.details.daysValue', { days: mission.durationInDays }) : null}
              </Fact>
              <Fact
                label={t(contract ? 'missions.details.requestedEstimatedEndDate' : 'missions.details.estimatedEndDate')}
              >
                {format.day(mission.estimatedEndDate)}
              </Fact>
              {/* Once signed, the contract's dates, which a renewal may have moved from the request's above. */}
              {contract ? (
                <Fact label={t('missions.details.contract')}>
                  {t('missions.details.contractValue', {
                    start: format.day(contract.startDate),
                    end: format.day(contract.endDate),
                    days: contract.durationInDays,
                  })}
                </Fact>
              ) : null}
              <Fact label={t('missions.details.rhythm')}>{enumLabel('missions.rhythm', mission.rhythm)}</Fact>
              <Fact label={t('missions.details.daysPerWeek')}>
                {mission.daysPerWeek ? t('missions.daysPerWeekValue', { days: mission.daysPerWeek }) : null}
              </Fact>
            </FactCard>
            <FactCard title={t('missions.details.money')}>
              <Fact label={t('missions.details.rate')}>
                {mission.retribution ? t('missions.rateValue', { rate: format.euros(mission.retribution) }) : null}
              </Fact>
              {/* A volume of 0 is a draft without rate or duration yet: « — », as in the lists. */}
              <Fact label={t('missions.details.businessVolume')}>
                {mission.businessVolume ? format.euros(mission.businessVolume) : null}
              </Fact>
            </FactCard>
            <FactCard title={t('missions.details.place')}>
              <Fact label={t('missions.details.workplace')}>{enumLabel('enum.workplace', mission.workplace)}</Fact>
              <Fact label={t('missions.details.location')}>{place || null}</Fact>
            </FactCard>
            <FactCard title={t('missions.details.dates')}>
              <Fact label={t('missions.details.createdAt')}>{format.instant(mission.createdAt)}</Fact>
              <Fact label={t('missions.details.submittedAt')}>{format.instant(mission.submittedAt)}</Fact>
              <Fact label={t('missions.details.validatedAt')}>{format.instant(mission.validatedAt)}</Fact>
              {viewer === 'teamMember' && mission.origin ? (
                <Fact label={t('missions.details.origin')}>{enumLabel('enum.missionOrigin', mission.origin)}</Fact>
              ) : null}
            </FactCard>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
