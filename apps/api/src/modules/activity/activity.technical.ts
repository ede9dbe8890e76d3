/**
 * Technical activity: what a person looked at or clicked rather than what changed on the
 * marketplace. Feeds hide it unless asked, and the team's live feed never pushes it unasked.
 */

/** Whole categories that are technical. */
export const technicalCategories: ReadonlySet<string> = new Set(['navigation', 'interaction', 'tools', 'audit']);

/** Technical types recorded under other categories (a sign-in is a presence ping, not a change). */
export const technicalTypes: ReadonlySet<string> = new Set(['page_viewed', 'ping', 'click', 'user_signed_in']);

/** Prefixes of technical types (the chat widget and Slack echo every keystroke of a conversation). */
export const technicalTypePrefixes: readonly string[] = ['chat_widget_', 'slack_'];

export function isTechnicalEvent(event: { category: string; type: string }): boolean {
  return (
    technicalCategories.has(event.category) ||
    technicalTypes.has(event.type) ||
    technicalTypePrefixes.some((prefix) => event.type.startsWith(prefix))
  );
}
