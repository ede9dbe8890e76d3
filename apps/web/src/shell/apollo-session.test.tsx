import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LocaleProvider, useLocale } from '../app/locale';

beforeEach(() => localStorage.clear());

let api: ReturnType<typeof useLocale>;
function Probe() {
  api = useLocale();
  return <span data-testid="locale">{api.locale}</span>;
}

// The bridge's own cases (saved language wins, a change saved, a failed save) are in
// features/account-settings/server-locale.test.tsx.
describe('the language on a light page, without the Apollo shell and its bridge', () => {
  it('keeps a change local, and the change succeeds', async () => {
    render(
      <LocaleProvider>
        <Probe />
      </LocaleProvider>,
    );
    let saved = false;
    await act(async () => {
      saved = await api.setLocale('en');
    });
    expect(saved).toBe(true);
    expect(localStorage.getItem('orbite.locale')).toBe('en');
  });
});
