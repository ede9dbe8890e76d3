import { Badge, Group, Text, ThemeIcon } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCheck,
  IconClockHour4,
  IconCoinEuro,
  IconHourglass,
  IconMapPin,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../ui/use-t';
import type { MatchMission, MatchSkillFit } from '../matches/match-operations';
import { useFreelanceFormat } from './mission-format';

type FactsMission = Pick<MatchMission, 'startDate' | 'durationInDays' | 'workingTime' | 'retribution' | 'workplace'> & {
  location: { city: string | null } | null;
};

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      <ThemeIcon variant="light" color="gray" size="sm" radius="xl" aria-hidden>
        {icon}
      </ThemeIcon>
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** A signed contract's terms, which the request's may differ from (a rate negotiated, a renewal's end). */
export interface FactsContract {
  startDate: string;
  endDate: string;
  durationInDays: number;
  daysPerWeek: number;
  dailyRate: number | null;
}

/**
 * The facts a freelancer weighs first: start, duration, rhythm, daily rate, place. Once a contract is signed, its
 * dates, days, rhythm and rate: the request's beside the contract's said two different things.
 */
export function MissionFacts({ mission, contract }: { mission: FactsMission; contract?: FactsContract | null }) {
  const t = useT();
  const format = useFreelanceFormat();
  const terms = contract
    ? {
        durationInDays: contract.durationInDays,
        workingTime: contract.daysPerWeek,
        retribution: contract.dailyRate ?? mission.retribution,
      }
    : mission;
  const place = [
    mission.workplace ? t(`enum.workplace.${mission.workplace}`) : null,
    mission.workplace !== 'remote' ? mission.location?.city : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Group gap="md" wrap="wrap">
      <Fact icon={<IconCalendarEvent size={14} />}>
        {contract
          ? t('freelancerMissions.facts.contractDates', {
              start: format.day(contract.startDate),
              end: format.day(contract.endDate),
            })
          : mission.startDate
            ? t('freelancerMissions.facts.start', { date: format.day(mission.startDate) })
            : t('freelancerMissions.facts.startUnknown')}
      </Fact>
      {terms.durationInDays ? (
        <Fact icon={<IconHourglass size={14} />}>
          {t('freelancerMissions.facts.duration', { days: terms.durationInDays })}
        </Fact>
      ) : null}
      {terms.workingTime ? (
        <Fact icon={<IconClockHour4 size={14} />}>
          {t('freelancerMissions.facts.daysPerWeek', { days: terms.workingTime })}
        </Fact>
      ) : null}
      {terms.retribution ? (
        <Fact icon={<IconCoinEuro size={14} />}>
          {t('freelancerMissions.facts.rate', { rate: format.euros(terms.retribution) })}
        </Fact>
      ) : null}
      {place ? <Fact icon={<IconMapPin size={14} />}>{place}</Fact> : null}
    </Group>
  );
}

const fitColor = { met: 'success', partial: 'warning', missed: 'gray' } as const;

/** The mandatory skills as chips, coloured by how the freelancer covers each (ticked when covered). */
export function MandatorySkillChips({ skills }: { skills: readonly MatchSkillFit[] }) {
  const t = useT();
  const mandatory = skills.filter((skill) => skill.primary);
  if (mandatory.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap" aria-label={t('freelancerMissions.facts.mandatorySkills')}>
      {mandatory.map((skill) => (
        <Badge
          key={skill.skillId}
          variant="light"
          color={fitColor[skill.state]}
          tt="none"
          leftSection={skill.state === 'met' ? <IconCheck size={12} aria-hidden /> : null}
          title={t(`enum.criterionState.${skill.state}`)}
        >
          {skill.yearsRequired
            ? t('freelancerMissions.facts.skillYears', { name: skill.name, years: skill.yearsRequired })
            : skill.name}
        </Badge>
      ))}
    </Group>
  );
}
