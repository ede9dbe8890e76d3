import { Anchor, Badge, Card, Divider, Group, List, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import type { CriterionState, MatchArgumentName } from '@orbite/domain/matching';
import { IconAlertTriangle, IconCheck, IconMinus, IconQuestionMark, IconTrendingUp, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ScoreRing } from '../../ui/score-ring';
import { useT } from '../../ui/use-t';
import type {
  MatchEvaluation,
  MatchFreelance,
  MatchImprovement,
  MatchMission,
  MatchSkillFit,
} from './match-operations';

/** Who reads the card: the client never sees coaching; the freelancer is addressed directly. */
export type MatchAudience = 'corporate' | 'freelance' | 'teamMember';

const stateIcon: Record<CriterionState, { color: string; icon: ReactNode }> = {
  met: { color: 'success', icon: <IconCheck size={14} /> },
  partial: { color: 'warning', icon: <IconMinus size={14} /> },
  missed: { color: 'danger', icon: <IconX size={14} /> },
  unknown: { color: 'gray', icon: <IconQuestionMark size={14} /> },
};

export function StateIcon({ state }: { state: CriterionState }) {
  const t = useT();
  const { color, icon } = stateIcon[state];
  return (
    <ThemeIcon
      size={20}
      radius="xl"
      variant="light"
      color={color}
      role="img"
      aria-label={t(`enum.criterionState.${state}`)}
    >
      {icon}
    </ThemeIcon>
  );
}

const ringColor = (percent: number) => (percent >= 75 ? 'success' : percent >= 50 ? 'orbite' : 'warning');

/** The match ratio as the spec shows it: numerator over denominator and the rounded percent. */
export function MatchRatio({ evaluation, size = 64 }: { evaluation: MatchEvaluation; size?: number }) {
  const t = useT();
  return (
    <Group gap="xs" wrap="nowrap">
      <ScoreRing
        size={size}
        thickness={size / 9}
        value={evaluation.percent}
        color={ringColor(evaluation.percent)}
        label={
          // Inside the ring at every size, also in a wide font (DejaVu Sans): « 100 % » a size smaller, with a
          // narrow space.
          <Text
            ta="center"
            fw={700}
            fz={Math.round(size * (evaluation.percent >= 100 ? 0.17 : 0.2))}
            style={{ whiteSpace: 'nowrap' }}
          >
            {`${evaluation.percent}\u202f%`}
          </Text>
        }
      />
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          {t('matchCard.ratio')}
        </Text>
        <Text fw={600}>{t('matchCard.criteria', { label: evaluation.label })}</Text>
      </Stack>
    </Group>
  );
}

function SkillRow({ skill }: { skill: MatchSkillFit }) {
  const t = useT();
  const need = skill.yearsRequired ? t('matchCard.skill.required', { years: skill.yearsRequired }) : null;
  const held = !skill.has
    ? t('matchCard.skill.missing')
    : skill.years == null
      ? t('matchCard.skill.heldNoYears')
      : t('matchCard.skill.held', { years: skill.years });
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <StateIcon state={skill.state} />
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {skill.name}
        </Text>
        <Text size="xs" c="dimmed">
          {[need, held].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
    </Group>
  );
}

interface Context {
  mission?: Partial<
    Pick<MatchMission, 'retribution' | 'startDate' | 'workplace' | 'workingTime' | 'durationInDays'>
  > | null;
  freelance?: Partial<Pick<MatchFreelance, 'retribution' | 'city' | 'experienceInYears'>> | null;
}

function useArgumentDetail(evaluation: MatchEvaluation, { mission, freelance }: Context) {
  const t = useT();
  const intl = useIntl();
  const day = (value: string) =>
    intl.formatDate(`${value}T12:00:00`, { day: 'numeric', month: 'long', year: 'numeric' });
  return (name: MatchArgumentName, state: CriterionState): string | null => {
    switch (name) {
      case 'availability':
        if (state === 'met') return t('matchCard.detail.availableAtStart');
        if (evaluation.availableFrom)
          return t('matchCard.detail.availableFrom', { date: day(evaluation.availableFrom) });
        return t('matchCard.detail.unavailable');
      case 'retribution':
        if (state === 'unknown') return t('matchCard.detail.rateUnknown');
        if (freelance?.retribution != null && mission?.retribution != null)
          return t('matchCard.detail.rate', { rate: freelance.retribution, budget: mission.retribution });
        return null;
      case 'location':
        if (mission?.workplace === 'remote') return t('matchCard.detail.remote');
        if (state === 'unknown') return t('matchCard.detail.locationUnknown');
        if (evaluation.distanceKm != null)
          return t('matchCard.detail.distance', { km: evaluation.distanceKm, max: evaluation.maxDistanceKm });
        return state === 'missed' ? t('matchCard.detail.remoteOnly') : null;
      case 'daysPerWeek':
        return mission?.workingTime ? t('matchCard.detail.daysPerWeek', { days: mission.workingTime }) : null;
      case 'duration':
        return mission?.durationInDays ? t('matchCard.detail.duration', { days: mission.durationInDays }) : null;
      case 'experienceLevel':
        return freelance?.experienceInYears != null
          ? t('matchCard.detail.experience', { years: freelance.experienceInYears })
          : null;
      case 'interestInSkills':
        return t('matchCard.detail.interest');
      // Shown for information: the ratio above counts the skills and the six other conditions only.
      case 'companySize':
        return t('matchCard.detail.companySize');
      default:
        return null;
    }
  };
}

/** Arguments shown on the card: "unknown" is shown only where it says something is missing. */
const shownUnknown: readonly MatchArgumentName[] = ['retribution', 'location', 'experienceLevel'];

function improvementText(
  t: ReturnType<typeof useT>,
  audience: MatchAudience,
  item: MatchImprovement,
  day: (v: string) => string,
) {
  const who = audience === 'freelance' ? 'freelance' : 'team';
  const values = {
    name: item.name ?? '',
    years: item.years ?? 0,
    to: item.to ?? 0,
    date: item.before ? day(item.before) : '',
  };
  return t(`matchCard.improve.${who}.${item.kind}`, values);
}

function improvementLink(item: MatchImprovement): string {
  if (item.kind === 'updateAvailability') return '/freelancer/dashboard';
  return '/freelancer/profile';
}

export interface MatchCardProps extends Context {
  evaluation: MatchEvaluation;
  audience: MatchAudience;
  /** Shown in the card's header, beside the ratio (a freelancer's name, a mission's title). */
  title?: ReactNode;
  /** Buttons at the foot of the card. */
  actions?: ReactNode;
}

/**
 * The match card, the same wherever a match is shown: which mandatory and optional skills are
 * covered and with how many years, the daily rate, availability, location and rhythm fit, and for
 * the freelancer (and the team coaching them) what would raise the score.
 */
export function MatchCard({ evaluation, audience, title, actions, mission, freelance }: MatchCardProps) {
  const t = useT();
  const intl = useIntl();
  const detail = useArgumentDetail(evaluation, { mission, freelance });
  const day = (value: string) => intl.formatDate(`${value}T12:00:00`, { day: 'numeric', month: 'long' });
  const mandatory = evaluation.skills.filter((s) => s.primary);
  const optional = evaluation.skills.filter((s) => !s.primary);
  const criteria = evaluation.arguments.filter(
    (a) => a.name !== 'levelInSkills' && (a.state !== 'unknown' || shownUnknown.includes(a.name)),
  );
  const improvements = audience === 'corporate' ? [] : evaluation.improvements;
  return (
    <Card withBorder radius="md" padding="md" data-testid="match-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <MatchRatio evaluation={evaluation} />
        {title}
      </Group>
      <Divider my="sm" />
      <Stack gap="sm">
        {mandatory.length > 0 && (
          <div>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={6}>
              {t('matchCard.mandatory')}
            </Text>
            <Stack gap={6}>
              {mandatory.map((skill) => (
                <SkillRow key={skill.skillId} skill={skill} />
              ))}
            </Stack>
          </div>
        )}
        {optional.length > 0 && (
          <div>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={6}>
              {t('matchCard.optional')}
            </Text>
            <Stack gap={6}>
              {optional.map((skill) => (
                <SkillRow key={skill.skillId} skill={skill} />
              ))}
            </Stack>
          </div>
        )}
        <div>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={6}>
            {t('matchCard.conditions')}
          </Text>
          <Stack gap={6}>
            {criteria.map(({ name, state }) => (
              <Group key={name} gap="xs" wrap="nowrap" align="flex-start">
                <StateIcon state={state} />
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {t(`enum.matchArgument.${name}`)}
                  </Text>
                  {detail(name, state) && (
                    <Text size="xs" c="dimmed">
                      {detail(name, state)}
                    </Text>
                  )}
                </Stack>
              </Group>
            ))}
          </Stack>
        </div>
        {improvements.length > 0 && (
          <Card bg="var(--mantine-color-orbite-0)" radius="md" padding="sm">
            <Group gap={6} mb={6}>
              <IconTrendingUp size={16} color="var(--mantine-color-orbite-6)" />
              <Text size="sm" fw={600}>
                {t(audience === 'freelance' ? 'matchCard.improve.titleFreelance' : 'matchCard.improve.titleTeam')}
              </Text>
            </Group>
            <List size="sm" spacing={4} icon={<IconAlertTriangle size={14} color="var(--mantine-color-warning-6)" />}>
              {improvements.map((item) => (
                <List.Item key={`${item.kind}-${item.skillId ?? ''}`}>
                  {audience === 'freelance' ? (
                    <Anchor component={Link} to={improvementLink(item)} size="sm">
                      {improvementText(t, audience, item, day)}
                    </Anchor>
                  ) : (
                    improvementText(t, audience, item, day)
                  )}
                </List.Item>
              ))}
            </List>
          </Card>
        )}
      </Stack>
      {actions && (
        <>
          <Divider my="sm" />
          {actions}
        </>
      )}
    </Card>
  );
}

/** The card in one line, for lists and kanban items: ratio and skill chips coloured by fit. */
export function MatchSummary({ evaluation }: { evaluation: MatchEvaluation }) {
  const t = useT();
  const color = { met: 'success', partial: 'warning', missed: 'gray' } as const;
  return (
    <Group gap={6} wrap="wrap">
      <Tooltip label={t('matchCard.criteria', { label: evaluation.label })}>
        <Badge variant="filled" color={ringColor(evaluation.percent)} tt="none">
          {evaluation.percent}&nbsp;%
        </Badge>
      </Tooltip>
      {evaluation.skills.map((skill) => (
        <Badge
          key={skill.skillId}
          size="sm"
          variant={skill.primary ? 'light' : 'outline'}
          color={color[skill.state]}
          tt="none"
          title={t(`enum.criterionState.${skill.state}`)}
        >
          {skill.name}
        </Badge>
      ))}
    </Group>
  );
}
