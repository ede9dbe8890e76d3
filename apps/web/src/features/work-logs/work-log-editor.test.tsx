import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWith } from '../freelancer-missions/test-render';
import { WorkLogEditor } from './work-log-editor';
import { mayWorkLog } from './work-log-test-data';

const draft = mayWorkLog({
  entries: [
    { day: '2026-05-01', days: 1 }, // Fête du travail
    { day: '2026-05-04', days: 1 },
    { day: '2026-05-12', days: 1 },
    { day: '2026-05-13', days: 0.5 },
  ],
  totalDays: 3.5,
});

describe('WorkLogEditor', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-11T10:00:00+02:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('tells the freelancer, before sending, which days are not worked yet and which fall on a day off', async () => {
    renderWith(<WorkLogEditor workLog={draft} onReload={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer au client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer le compte rendu' });
    const notice = within(dialog).getByTestId('work-log-unusual-days');
    expect(notice).toHaveTextContent('1,5 jour déclaré est après aujourd’hui (11 mai).');
    expect(notice).toHaveTextContent('1 jour déclaré tombe un week-end ou un jour férié.');
    // Told, not refused: the month can still be sent.
    expect(within(dialog).getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  });

  it('asks nothing more of a month with working days up to today only', async () => {
    const ordinary = { ...draft, entries: [{ day: '2026-05-04', days: 1 }], totalDays: 1 };
    renderWith(<WorkLogEditor workLog={ordinary} onReload={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer au client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer le compte rendu' });
    expect(within(dialog).queryByTestId('work-log-unusual-days')).toBeNull();
  });
});
