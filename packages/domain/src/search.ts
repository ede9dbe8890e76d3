/*
 * Rules of the searches (spec 001 section 9, spec 002 section 4): the global search of the back
 * office, the mission search field and the mention suggestions of the chat. The API enforces them
 * (a text that does not qualify gets no results) and the web app uses them to decide whether to
 * send a query at all.
 */
import { SEARCH_LIMIT } from './constants';

/** Results of the global search, per scope: a fixed limit. */
export { SEARCH_LIMIT };
/** Missions of one group of the mission search. */
export const MISSION_SEARCH_GROUP_LIMIT = 10;
/** The global search waits this long after the last key before querying. */
export const SEARCH_DEBOUNCE_MS = 200;
/** The mission search queries from this many characters (a `#` search: anything after the `#`). */
export const MISSION_SEARCH_MIN_LENGTH = 3;
/** The global search queries from this many characters (the spec leaves it open). */
export const GLOBAL_SEARCH_MIN_LENGTH = 2;
/** A mention suggests from this many characters after its `@` or `#`. */
export const MENTION_MIN_LENGTH = 1;
/** Longer texts are cut: nobody types more in a search box, and it bounds the work of the database. */
export const SEARCH_MAX_LENGTH = 100;
/** Page sizes of the full results page. */
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_PAGE_MAX = 50;

/** The type names of the spec's search result union, also the type codes of the mentions. */
export const searchResultTypes = ['Freelance', 'Corporate', 'TeamMember', 'Company', 'Mission'] as const;
export type SearchResultType = (typeof searchResultTypes)[number];

export const searchScopes = ['users', 'objects'] as const;
export type SearchScope = (typeof searchScopes)[number];

/** Which types each scope of the global search covers. */
export const searchScopeTypes: Record<SearchScope, readonly SearchResultType[]> = {
  users: ['Freelance', 'Corporate', 'TeamMember'],
  objects: ['Company', 'Mission'],
};

/** The text as it is searched: spaces collapsed, trimmed, at most SEARCH_MAX_LENGTH characters. */
export function cleanSearchText(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

/** The global search (`search`) queries once the text has GLOBAL_SEARCH_MIN_LENGTH characters. */
export function shouldSearchGlobal(text: string | null | undefined): boolean {
  return cleanSearchText(text).length >= GLOBAL_SEARCH_MIN_LENGTH;
}

/**
 * What the mission search looks for: a mission number (`#12`: that mission first, then the
 * numbers that start with 12), or words of a title (`#data` searches the title for "data").
 */
export type MissionSearch = { kind: 'id'; digits: string } | { kind: 'text'; text: string };

/**
 * The mission search of a text, or null when it should not query: fewer than 3 characters, or a
 * bare `#`.
 */
export function parseMissionSearch(text: string | null | undefined): MissionSearch | null {
  const clean = cleanSearchText(text);
  if (clean.startsWith('#')) {
    const rest = clean.slice(1).trim();
    if (rest.length === 0) return null;
    return /^\d+$/.test(rest) ? { kind: 'id', digits: rest.replace(/^0+(?=\d)/, '') } : { kind: 'text', text: rest };
  }
  return clean.length >= MISSION_SEARCH_MIN_LENGTH ? { kind: 'text', text: clean } : null;
}

/** The mission search queries when the text has at least 3 characters, or more than a bare `#`. */
export function shouldSearchMissions(text: string | null | undefined): boolean {
  return parseMissionSearch(text) !== null;
}

export const mentionTriggers = ['@', '#'] as const;
export type MentionTrigger = (typeof mentionTriggers)[number];

/** What a mention trigger suggests: people after `@`, missions after `#`. */
export const mentionTypes: Record<MentionTrigger, readonly SearchResultType[]> = {
  '@': ['Freelance', 'TeamMember', 'Corporate'],
  '#': ['Mission'],
};

export interface Mention {
  trigger: MentionTrigger;
  /** The text typed after the trigger. */
  query: string;
}

/** A mention query (`@jea`, `#12`): suggestions need at least 1 character after the trigger. */
export function parseMention(text: string | null | undefined): Mention | null {
  const clean = (text ?? '').trim();
  const trigger = mentionTriggers.find((candidate) => clean.startsWith(candidate));
  if (!trigger) return null;
  const query = cleanSearchText(clean.slice(1));
  return query.length >= MENTION_MIN_LENGTH ? { trigger, query } : null;
}

/**
 * The mention being typed at the caret of a message, if any: a trigger at the start of the text or
 * after a space, followed by at least one character and no space up to the caret.
 */
export function mentionAtCaret(text: string, caret: number = text.length): (Mention & { start: number }) | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)([@#])(\S*)$/.exec(before);
  if (!match) return null;
  const mention = parseMention(`${match[2]}${match[3]}`);
  return mention ? { ...mention, start: before.length - (match[3]?.length ?? 0) - 1 } : null;
}
