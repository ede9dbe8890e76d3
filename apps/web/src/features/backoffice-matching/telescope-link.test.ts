import { describe, expect, it } from 'vitest';
import { readTelescopeUrl } from '../telescope/telescope-url';
import { telescopePathOf } from './telescope-link';

const search = (path: string) => new URLSearchParams(path.split('?')[1] ?? '');

describe('telescopePathOf', () => {
  it('asks for every mandatory skill with its years and leaves out the mission’s matches', () => {
    const path = telescopePathOf({
      id: '42',
      skills: [
        { skill: { id: '7' }, primary: true, yearsRequired: 3 },
        { skill: { id: '9' }, primary: false, yearsRequired: 2 },
        { skill: { id: '12' }, primary: true, yearsRequired: null },
      ],
    });
    expect(path.startsWith('/backoffice/telescope?')).toBe(true);
    expect(search(path).get('skills')).toBe('7:3,12');
    expect(search(path).get('mission')).toBe('42');
    expect(search(path).has('mode')).toBe(false);
    expect(readTelescopeUrl(search(path)).filters).toMatchObject({
      skills: [{ skillId: '7', minYears: 3 }, { skillId: '12' }],
      excludeMissionId: '42',
    });
  });

  it('asks for any optional skill when the mission has no mandatory one', () => {
    const path = telescopePathOf({
      id: '5',
      skills: [
        { skill: { id: '1' }, primary: false, yearsRequired: null },
        { skill: { id: '2' }, primary: false, yearsRequired: 4 },
      ],
    });
    expect(search(path).get('skills')).toBe('1,2:4');
    expect(search(path).get('mode')).toBe('any');
  });

  it('still leaves out the mission’s matches for a mission without skills', () => {
    expect(search(telescopePathOf({ id: '8', skills: [] })).get('mission')).toBe('8');
  });
});
