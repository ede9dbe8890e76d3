import { TELESCOPE_MAX_SKILLS, type TelescopeFilters } from '@orbite/domain/telescope';
import { writeTelescopeUrl } from '../telescope/telescope-url';

interface MissionForSearch {
  id: string;
  /** The mission's skills, each with the skill's own id (not the mission skill's). */
  skills: readonly { primary: boolean; yearsRequired: number | null; skill: { id: string } }[];
}

/**
 * The telescope search for a mission: its mandatory skills with the years they require (every one
 * asked), or, for a mission with optional skills only, any of them; the freelancers already in the
 * running left out (mission=ID).
 */
export function telescopeSearchOf(mission: MissionForSearch): TelescopeFilters {
  const mandatory = mission.skills.filter((skill) => skill.primary);
  const chosen = (mandatory.length ? mandatory : mission.skills).slice(0, TELESCOPE_MAX_SKILLS);
  return {
    skills: chosen.map((entry) => ({ skillId: entry.skill.id, minYears: entry.yearsRequired || null })),
    skillMode: mandatory.length || chosen.length < 2 ? 'all' : 'any',
    excludeMissionId: mission.id,
  };
}

/** The telescope page with the mission's search in its URL (skills=ID:years,...&mission=ID). */
export function telescopePathOf(mission: MissionForSearch): string {
  const query = writeTelescopeUrl({ filters: telescopeSearchOf(mission) }).toString();
  return `/backoffice/telescope${query ? `?${query}` : ''}`;
}
