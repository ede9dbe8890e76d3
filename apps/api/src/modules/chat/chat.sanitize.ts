import sanitizeHtml from 'sanitize-html';

/** The longest message, in characters of text (what the reader sees, not the markup). */
export const CHAT_MESSAGE_MAX_CHARS = 10_000;

/** Mention types after @ (people) and # (things), as the spec codes them. */
export const mentionTypes = ['F', 'C', 'T', 'M', 'CP'] as const;
export type MentionType = (typeof mentionTypes)[number];
export const personMentionTypes: readonly MentionType[] = ['F', 'C', 'T'];

export interface MentionRef {
  type: MentionType;
  id: number;
}

export const mentionKey = (ref: MentionRef) => `${ref.type}:${ref.id}`;

/**
 * What a chat message may hold: the editor's rich text, links opening in a new tab, and mention
 * spans (their attributes only). Any other span loses its attributes; anything else is removed.
 */
const chatHtml: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 's', 'u', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'span'],
  allowedAttributes: { a: ['href', 'target', 'rel'], span: ['data-type', 'data-id', 'data-label'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
    span: (tagName, attribs): sanitizeHtml.Tag =>
      attribs['data-type'] === 'mention'
        ? {
            tagName,
            attribs: {
              'data-type': 'mention',
              'data-id': attribs['data-id'] ?? '',
              'data-label': attribs['data-label'] ?? '',
            },
          }
        : { tagName, attribs: {} },
  },
};

/** Rich text safe to store and show: scripts, styles, handlers, javascript: links and unknown tags removed. */
export function sanitizeChatHtml(html: string): string {
  return sanitizeHtml(html, chatHtml).trim();
}

const mentionSpan = /<span data-type="mention"([^>]*)>([\s\S]*?)<\/span>/g;
const attribute = /(data-id|data-label)="([^"]*)"/g;

function parseMentionId(value: string | undefined): MentionRef | null {
  const match = /^(F|C|T|M|CP):(\d{1,9})$/.exec(value ?? '');
  return match ? { type: match[1] as MentionType, id: Number(match[2]) } : null;
}

function attributesOf(raw: string): Record<string, string> {
  return Object.fromEntries([...raw.matchAll(attribute)].map((m) => [m[1]!, m[2]!]));
}

/** The mentions a sanitized body names (each once), valid or not yet checked. */
export function mentionRefsOf(cleanHtml: string): MentionRef[] {
  const refs = new Map<string, MentionRef>();
  for (const match of cleanHtml.matchAll(mentionSpan)) {
    const ref = parseMentionId(attributesOf(match[1] ?? '')['data-id']);
    if (ref) refs.set(mentionKey(ref), ref);
  }
  return [...refs.values()];
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Rewrites the mention spans of a sanitized body: a known mention gets its label from `labels`
 * (the database's name), an unknown or refused one becomes the plain text it showed.
 */
export function applyMentions(cleanHtml: string, labels: ReadonlyMap<string, string>): string {
  const rewritten = cleanHtml.replace(mentionSpan, (_whole, rawAttributes: string, inner: string) => {
    const ref = parseMentionId(attributesOf(rawAttributes)['data-id']);
    const label = ref ? labels.get(mentionKey(ref)) : undefined;
    if (!ref || label === undefined) return escapeText(decodeEntities(stripTags(inner)));
    const sign = personMentionTypes.includes(ref.type) ? '@' : '#';
    const safe = escapeText(label);
    return `<span data-type="mention" data-id="${mentionKey(ref)}" data-label="${safe}">${sign}${safe}</span>`;
  });
  // A second pass keeps the markup well formed whatever the spans held.
  return sanitizeChatHtml(rewritten);
}

const stripTags = (html: string) => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/** The text of a body, for previews, notifications, mails and search: one line per paragraph. */
export function plainTextOf(cleanHtml: string): string {
  const withBreaks = cleanHtml.replace(/<br\s*\/?>/g, '\n').replace(/<\/(p|li|blockquote|pre)>/g, '$&\n');
  return decodeEntities(stripTags(withBreaks))
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A short preview of a text: its first line, cut at `max` characters. */
export function previewOf(text: string, max = 120): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
