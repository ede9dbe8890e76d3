/*
 * Which live events make a desktop notification for the team (the spec's list), and with which
 * title. Pure: the widget asks it for each event it receives.
 */

/** What the mapping reads of an event. */
export interface NotifiableEvent {
  type: string;
  fields: readonly string[];
  actor: { role: 'teamMember' | 'corporate' | 'freelancer' | null } | null;
}

/** The kinds of attachment the spec names (a note, a call, an e-mail, a meeting, a log, a file). */
export const attachmentKinds = ['text', 'call', 'email', 'meet', 'log', 'file'] as const;

/** Event type -> message id of the notification's title, for the types that always notify. */
export const desktopNotificationTitles: Readonly<Record<string, string>> = {
  mission_created: 'activity.notify.missionCreated',
  mission_finished: 'activity.notify.missionFinished',
  // The freelancer accepts the team's proposal: their confirmation.
  match_proposal_accepted: 'activity.notify.matchConfirmedByFreelance',
  // The client (or the team on the client's behalf) confirms the profile.
  match_confirmed: 'activity.notify.matchConfirmedByClient',
  meeting_slots_proposed: 'activity.notify.meetingSlotsSet',
  meeting_booked: 'activity.notify.meetingScheduled',
  meeting_rescheduled: 'activity.notify.meetingRescheduled',
  deal_created: 'activity.notify.dealCreated',
  deal_signing_started: 'activity.notify.signingStarted',
  deal_signed: 'activity.notify.dealSigned',
  deal_renewal_declined: 'activity.notify.renewalDeclined',
  ...Object.fromEntries(
    attachmentKinds.map((kind) => [`attachment_${kind}_added`, `activity.notify.attachment.${kind}`]),
  ),
};

/** Every type the live feed may turn into a desktop notification (for the subscription's filter). */
export const desktopNotificationTypes: readonly string[] = [
  ...Object.keys(desktopNotificationTitles),
  'deal_terms_updated',
];

/** The title's message id of the desktop notification an event makes, or null when it makes none. */
export function desktopNotificationTitleId(event: NotifiableEvent): string | null {
  // "Finish updated": the terms of a deal changed its end date.
  if (event.type === 'deal_terms_updated')
    return event.fields.includes('endDate') ? 'activity.notify.finishUpdated' : null;
  return desktopNotificationTitles[event.type] ?? null;
}

/** The badge's text: the count, or 99+ above 99 (nothing at 0). */
export function badgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
