import { addDays, type CalendarDay } from './calendar-day';

/**
 * The back office's agency (`/backoffice/agency`): each agent (the team member a freelancer's
 * `talentSuccessManager` names) follows a portfolio of freelancers, sorted by what to do next.
 */
export const agencyStates = ['endingSoon', 'available', 'availableSoon', 'onMission', 'unavailable'] as const;
export type AgencyState = (typeof agencyStates)[number];

/** A mission ending, or an availability coming, within this many days is "soon": time to find the next one. */
export const AGENCY_SOON_DAYS = 30;

export interface AgencyFacts {
  /** The end of the signed deal running today, if any (the latest one). */
  missionEndDate: CalendarDay | null;
  isAvailable: boolean;
  availabilityDate: CalendarDay | null;
}

/** Where a freelancer of the portfolio stands today: on a mission (ending soon or not), free, free soon, or not. */
export function agencyStateOf(facts: AgencyFacts, today: CalendarDay): AgencyState {
  const soon = addDays(today, AGENCY_SOON_DAYS);
  if (facts.missionEndDate) return facts.missionEndDate <= soon ? 'endingSoon' : 'onMission';
  if (facts.isAvailable || (facts.availabilityDate !== null && facts.availabilityDate <= today)) return 'available';
  if (facts.availabilityDate !== null && facts.availabilityDate <= soon) return 'availableSoon';
  return 'unavailable';
}
