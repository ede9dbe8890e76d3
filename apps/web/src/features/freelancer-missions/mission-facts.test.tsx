import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MissionFacts } from './mission-facts';
import { renderWith } from './test-render';

const mission = {
  startDate: '2026-05-21',
  durationInDays: 100,
  workingTime: 5,
  retribution: 650,
  workplace: 'partialRemote' as const,
  location: { city: 'Paris' },
};

describe('the mission’s facts', () => {
  it('are the request’s before a contract', () => {
    renderWith(<MissionFacts mission={mission} />);
    expect(screen.getByText('Début le 21 mai 2026')).toBeInTheDocument();
    expect(screen.getByText('100 jours de mission')).toBeInTheDocument();
    expect(screen.getByText(/^650\s€ \/ jour$/)).toBeInTheDocument();
  });

  it('are the signed contract’s once there is one: its dates, days, rhythm and rate', () => {
    renderWith(
      <MissionFacts
        mission={mission}
        contract={{
          startDate: '2026-05-21',
          endDate: '2026-10-09',
          durationInDays: 102,
          daysPerWeek: 4,
          dailyRate: 680,
        }}
      />,
    );
    expect(screen.getByText('Du 21 mai 2026 au 9 octobre 2026')).toBeInTheDocument();
    expect(screen.getByText('102 jours de mission')).toBeInTheDocument();
    expect(screen.getByText('4 jours par semaine')).toBeInTheDocument();
    expect(screen.getByText(/^680\s€ \/ jour$/)).toBeInTheDocument();
    expect(screen.queryByText(/650/)).toBeNull();
  });
});
