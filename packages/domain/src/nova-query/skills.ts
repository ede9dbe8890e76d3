/*
 * Skills and job titles of a need: a list of known technical words and phrases, plus words written
 * with a capital, a digit or a sign (Snowflake, C#, Node.js) that are nothing else; the server
 * matches them against the catalogue. Job titles come from a list ("data engineer", "développeur").
 */
import { isSentenceStart, type NeedText } from './text';
import { jobTitles, knownMultiSkills, knownSkills, notSkills } from './vocabulary';

/** The first job title of the list found in the text, lower-cased as written. */
export function readJobTitle(text: NeedText): string | null {
  for (const title of jobTitles) {
    const pattern = new RegExp(`(?<![\\p{L}\\d])${title.replace(/[/]/g, '\\/')}s?(?![\\p{L}\\d])`, 'u');
    const m = pattern.exec(text.work);
    if (m) {
      text.blank(m.index, m[0].length);
      return text.original.slice(m.index, m.index + m[0].length).toLowerCase();
    }
  }
  return null;
}

/** Known phrases, then tokens that look technical; lower-cased as written, in the order of the text. */
export function readSkills(text: NeedText): string[] {
  const skills: string[] = [];
  const addSkill = (raw: string) => {
    const skill = raw.toLowerCase().trim();
    if (skill && !skills.includes(skill)) skills.push(skill);
  };
  const { original } = text;
  const skillHits: { index: number; text: string }[] = [];
  for (const phrase of knownMultiSkills) {
    const pattern = new RegExp(`(?<![\\p{L}\\d])${phrase.replace(/[/]/g, '\\/')}(?![\\p{L}\\d])`, 'gu');
    for (const m of text.work.matchAll(pattern)) {
      skillHits.push({ index: m.index ?? 0, text: original.slice(m.index, (m.index ?? 0) + m[0].length) });
      text.blank(m.index ?? 0, m[0].length);
    }
  }
  const tokenPattern = /[\p{L}\d#+.]+/gu;
  for (const m of text.work.matchAll(tokenPattern)) {
    const index = m.index ?? 0;
    const token = m[0].replace(/\.+$/, '');
    if (!token) continue;
    const raw = original.slice(index, index + token.length);
    const isKnown = knownSkills.has(token);
    const looksTechnical =
      !notSkills.has(token) &&
      token.length > 1 &&
      !/^\d+$/.test(token) &&
      (/[#+]|\.\p{L}|\p{L}\d/u.test(token) || (/^\p{Lu}/u.test(raw) && !isSentenceStart(original, index)));
    if (isKnown || looksTechnical) skillHits.push({ index, text: raw });
  }
  for (const hit of skillHits.sort((a, b) => a.index - b.index)) addSkill(hit.text);
  return skills;
}
