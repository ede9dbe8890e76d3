import sanitizeHtml from 'sanitize-html';

/** The rich text a biography or a description may hold: paragraphs, emphasis, lists and links. */
const richText: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote', 'code'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }) },
};

/** Rich text safe to store and to show: scripts, styles, handlers and unknown tags are removed. */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (html == null) return null;
  const clean = sanitizeHtml(html, richText).trim();
  return clean === '' || clean === '<p></p>' ? null : clean;
}
