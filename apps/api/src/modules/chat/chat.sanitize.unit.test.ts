import { describe, expect, it } from 'vitest';
import { applyMentions, mentionRefsOf, plainTextOf, sanitizeChatHtml } from './chat.sanitize';

const mention = (id: string, label: string, sign = '@') =>
  `<span data-type="mention" data-id="${id}" data-label="${label}">${sign}${label}</span>`;

describe('chat messages sanitizing', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const clean = sanitizeChatHtml(
      '<p onclick="steal()">Bonjour<script>alert(1)</script> <img src=x onerror="alert(2)"><a href="javascript:alert(3)">ici</a></p>',
    );
    expect(clean).not.toMatch(/script|onerror|onclick|javascript|<img/i);
    expect(clean).toContain('Bonjour');
    expect(clean).toContain('ici');
  });

  it('keeps the editor’s formatting and forces links to open safely', () => {
    const clean = sanitizeChatHtml(
      '<p><strong>Gras</strong> <em>it</em> <s>barré</s> <u>s</u></p><ul><li>un</li></ul><pre><code>x</code></pre><a href="https://orbite.fr">lien</a>',
    );
    expect(clean).toContain('<strong>Gras</strong>');
    expect(clean).toContain('<ul><li>un</li></ul>');
    expect(clean).toContain('<pre><code>x</code></pre>');
    expect(clean).toContain('<a href="https://orbite.fr" target="_blank" rel="noopener noreferrer nofollow">lien</a>');
  });

  it('keeps mention spans with their attributes only, and strips other spans’ attributes', () => {
    const clean = sanitizeChatHtml(
      `<p>${mention('F:12', 'Karim Benali').replace('<span ', '<span style="color:red" onmouseover="x()" ')} <span class="x" data-id="F:1">texte</span></p>`,
    );
    expect(clean).toContain(mention('F:12', 'Karim Benali'));
    expect(clean).toContain('<span>texte</span>');
    expect(mentionRefsOf(clean)).toEqual([{ type: 'F', id: 12 }]);
  });

  it('rewrites known mentions’ labels and turns unknown ids into text', () => {
    const clean = sanitizeChatHtml(
      `<p>${mention('F:12', 'Faux nom')} et ${mention('M:999', 'Mission secrète', '#')} et ${mention('Z:1', 'bad')}</p>`,
    );
    const result = applyMentions(clean, new Map([['F:12', 'Karim Benali']]));
    expect(result).toContain(mention('F:12', 'Karim Benali'));
    expect(result).toContain('#Mission secrète');
    expect(result).not.toContain('data-id="M:999"');
    expect(result).not.toContain('data-id="Z:1"');
    expect(result).toContain('@bad');
  });

  it('escapes a label coming from the database', () => {
    const result = applyMentions(
      sanitizeChatHtml(`<p>${mention('CP:3', 'x', '#')}</p>`),
      new Map([['CP:3', 'A <b>&</b> "B"']]),
    );
    expect(result).toContain('#A &lt;b&gt;&amp;&lt;/b&gt; "B"');
    expect(result).not.toContain('<b>');
  });

  it('gives a plain-text form with one line per paragraph and decoded entities', () => {
    const clean = sanitizeChatHtml('<p>Bonjour &amp; merci</p><p>À demain<br>Sophie</p>');
    expect(plainTextOf(clean)).toBe('Bonjour & merci\nÀ demain\nSophie');
  });
});
