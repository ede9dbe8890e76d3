import type { ActivityEventRow } from './activity.tables';

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value)
    ? value
    : typeof value === 'string' && /^\d+$/.test(value)
      ? Number(value)
      : null;

/** The back-office page where the team looks at what an event is about, or null when there is none. */
export function backofficeUrlOf(event: Pick<ActivityEventRow, 'entityType' | 'entityId' | 'payload'>): string | null {
  const id = num(event.entityId);
  const missionId = num(event.payload.missionId);
  const freelanceId = num(event.payload.freelanceId);
  switch (event.entityType) {
    case 'mission':
      return id ? `/backoffice/missions/${id}` : null;
    case 'match':
      return missionId && freelanceId ? `/backoffice/match/${missionId}/${freelanceId}` : null;
    case 'deal':
      return id && missionId ? `/backoffice/deal/${missionId}/${id}` : null;
    case 'freelancer':
      return id ? `/backoffice/freelancers/${id}` : null;
    case 'company':
      return id ? `/backoffice/companies/${id}` : null;
    case 'corporate':
      return id ? `/backoffice/corporates/${id}` : null;
    case 'invoice':
      return '/backoffice/invoicing';
    default:
      return missionId ? `/backoffice/missions/${missionId}` : null;
  }
}
