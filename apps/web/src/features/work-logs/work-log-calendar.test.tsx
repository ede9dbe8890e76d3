import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../freelancer-missions/test-render';
import { WorkLogCalendar } from './work-log-calendar';
import { workLogTotal } from './work-log-grid';

const period = { startDate: '2026-05-04', endDate: '2026-12-31' };

function Editable() {
  const [entries, setEntries] = useState<{ day: string; days: number }[]>([]);
  return (
    <>
      <WorkLogCalendar month="2026-05" period={period} entries={entries} onChange={setEntries} />
      <output>{workLogTotal(entries)}</output>
    </>
  );
}

describe('WorkLogCalendar', () => {
  it('cycles a day 0, half, full by click and by keyboard, and moves with the arrows', () => {
    renderWith(<Editable />);
    const monday = screen.getByRole('button', { name: /lundi 4 mai, non travaillé/ });
    fireEvent.click(monday);
    expect(screen.getByRole('button', { name: /lundi 4 mai, demi-journée/ })).toBeInTheDocument();
    fireEvent.click(monday);
    expect(screen.getByRole('status').textContent).toBe('1');
    // One tab stop: the last day touched; the arrows move it.
    expect(monday).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(monday, { key: 'ArrowRight' });
    const tuesday = screen.getByRole('button', { name: /mardi 5 mai/ });
    expect(tuesday).toHaveFocus();
    expect(tuesday).toHaveAttribute('tabindex', '0');
  });

  it('names holidays and leaves the days outside the deal disabled', () => {
    renderWith(<WorkLogCalendar month="2026-05" period={period} entries={[]} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: /jeudi 14 mai, non travaillé, Ascension/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /vendredi 1 mai.*Fête du Travail/ })).toBeDisabled();
  });

  it('is read only without onChange', () => {
    renderWith(<WorkLogCalendar month="2026-05" period={period} entries={[{ day: '2026-05-04', days: 1 }]} />);
    expect(screen.getByRole('button', { name: /lundi 4 mai, journée complète/ })).toBeDisabled();
  });
});
