import { describe, expect, it } from 'vitest';
import { messagesOf, prepareLocale, requireFullCatalogue, setCurrentLocale } from './catalogue';
import enMissions from './en/missions.json';
import enCore from './en.json';
import { errorMessageId } from './errors';
import frMissions from './fr/missions.json';
import frCore from './fr.json';

// One module state for the file: the steps run in order, as the app would meet them.
describe('message catalogue loaded on demand', () => {
  it('starts with the French core only: the sign-in page loads no area and no English', () => {
    const messages = messagesOf('fr-FR');
    expect(messages).toEqual(frCore);
    expect(messages?.['missions.actions.duplicate']).toBeUndefined();
    expect(messagesOf('en')).toBeNull();
    expect(errorMessageId(600, 'missionId')).not.toBe('error.600.missionId');
  });

  it('loads every area of the current locale when a page asks for them', async () => {
    setCurrentLocale('fr-FR');
    await requireFullCatalogue();
    expect(messagesOf('fr-FR')?.['missions.actions.duplicate']).toBe(frMissions['missions.actions.duplicate']);
    expect(Object.keys(messagesOf('fr-FR') ?? {}).length).toBeGreaterThan(Object.keys(frCore).length);
  });

  it('knows the error messages of the areas only once loaded (a field-specific one of the reviews area)', async () => {
    expect(errorMessageId(600, 'missionId')).toBe('error.600.missionId');
  });

  it('prepares another locale with its areas once they were asked for', async () => {
    await prepareLocale('en');
    expect(messagesOf('en')?.['missions.actions.duplicate']).toBe(enMissions['missions.actions.duplicate']);
    expect(messagesOf('en')?.['language.label']).toBe(enCore['language.label']);
  });
});
