/**
 * Welcome links (`/{env}/welcome/{signupHuntingToken}`): the team found a freelancer (a pre-user it added or
 * imported, whose account has no password yet) and sends them a personal link; opening it, they set a password,
 * accept the terms and the profile the team prepared becomes theirs. The link's campaign tags
 * (`utm_campaign`, `utm_source`, `utm_medium`) say which outreach brought them.
 */

/** How long a welcome link works: an outreach waits for its answer longer than a password reset. */
export const SIGNUP_HUNTING_LINK_DAYS = 30;

/** The three campaign tags a welcome link carries. */
export const utmKeys = ['utm_campaign', 'utm_source', 'utm_medium'] as const;
export type UtmKey = (typeof utmKeys)[number];
export type CampaignTags = Record<UtmKey, string | null>;

/** A campaign tag's longest form, also the inputs' limit. */
export const CAMPAIGN_TAG_MAX = 60;

/** At most this many pre-users invited in one call (an import of 1,000 is sent in five). */
export const MAX_WELCOME_LINKS_AT_ONCE = 200;

/**
 * A campaign tag as stored and shown: trimmed, lower case, spaces as hyphens, letters, digits and `-_.` only,
 * 60 characters at most; null when nothing is left. Tags come from a URL anyone can edit: they are labels for
 * the team's figures, never trusted for anything else.
 */
export function campaignTag(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const tag = value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, CAMPAIGN_TAG_MAX);
  return tag || null;
}

/** The campaign tags of a query string or of a body's fields, each cleaned by `campaignTag`. */
export function campaignTagsOf(read: (key: UtmKey) => unknown): CampaignTags {
  return {
    utm_campaign: campaignTag(read('utm_campaign')),
    utm_source: campaignTag(read('utm_source')),
    utm_medium: campaignTag(read('utm_medium')),
  };
}

/** The query string a welcome link carries for its tags (empty tags left out), with its leading `?` or nothing. */
export function campaignQuery(tags: Partial<CampaignTags>): string {
  const search = new URLSearchParams();
  for (const key of utmKeys) {
    const tag = campaignTag(tags[key]);
    if (tag) search.set(key, tag);
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}
