import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fr } from '../../i18n/messages';
import { type MatchAudience, MatchCard } from './match-card';
import type { MatchEvaluation } from './match-operations';

const evaluation: MatchEvaluation = {
  numerator: 6,
  denominator: 9,
  percent: 67,
  label: '6/9',
  score: 17,
  skills: [
    { skillId: '1', name: 'Python', primary: true, yearsRequired: 3, years: 5, has: true, state: 'met' },
    { skillId: '2', name: 'Apache Spark', primary: true, yearsRequired: 2, years: null, has: false, state: 'missed' },
    { skillId: '3', name: 'SQL', primary: false, yearsRequired: null, years: 4, has: true, state: 'met' },
  ],
  arguments: [
    { name: 'levelInSkills', state: 'missed' },
    { name: 'availability', state: 'partial' },
    { name: 'retribution', state: 'met' },
    { name: 'location', state: 'met' },
    { name: 'daysPerWeek', state: 'met' },
    { name: 'interestInSkills', state: 'unknown' },
    { name: 'companySize', state: 'unknown' },
    { name: 'duration', state: 'met' },
    { name: 'experienceLevel', state: 'met' },
  ],
  availableFrom: '2027-01-12',
  distanceKm: 12,
  maxDistanceKm: 50,
  improvements: [
    { kind: 'addSkill', skillId: '2', name: 'Apache Spark', primary: true, years: null, before: null, to: null },
    {
      kind: 'updateAvailability',
      skillId: null,
      name: null,
      primary: null,
      years: null,
      before: '2027-01-04',
      to: null,
    },
  ],
};

function show(audience: MatchAudience, shown = evaluation) {
  render(
    <MantineProvider>
      <IntlProvider locale="fr-FR" messages={fr}>
        <MemoryRouter>
          <MatchCard
            evaluation={shown}
            audience={audience}
            mission={{ retribution: 600, workingTime: 5, durationInDays: 120, workplace: 'partialRemote' }}
            freelance={{ retribution: 550, experienceInYears: 6 }}
          />
        </MemoryRouter>
      </IntlProvider>
    </MantineProvider>,
  );
  return screen.getByTestId('match-card');
}

describe('MatchCard', () => {
  it('explains the ratio skill by skill and criterion by criterion', () => {
    const card = show('corporate');
    expect(within(card).getByText('67 %')).toBeInTheDocument();
    expect(within(card).getByText('6/9 critères')).toBeInTheDocument();
    expect(within(card).getByText('3 ans requis · 5 ans d’expérience')).toBeInTheDocument();
    expect(within(card).getByText('2 ans requis · Absente du profil')).toBeInTheDocument();
    expect(within(card).getByText('Disponible à partir du 12 janvier 2027')).toBeInTheDocument();
    expect(within(card).getByText('TJM 550 € pour un budget de 600 €')).toBeInTheDocument();
    expect(within(card).getByText('À 12 km (mobilité jusqu’à 50 km)')).toBeInTheDocument();
    // Arguments nobody filled are not shown as failures.
    expect(within(card).queryByText('Taille d’entreprise')).not.toBeInTheDocument();
  });

  it('says the company size is shown for information, outside the criteria counted', () => {
    const sized = evaluation.arguments.map((a) => (a.name === 'companySize' ? { ...a, state: 'met' as const } : a));
    const card = show('freelance', { ...evaluation, arguments: sized });
    expect(within(card).getByText('Taille d’entreprise')).toBeInTheDocument();
    expect(within(card).getByText('À titre indicatif : hors du décompte des critères')).toBeInTheDocument();
    expect(within(card).getByText('6/9 critères')).toBeInTheDocument();
  });

  it('never coaches in front of the client, but tells the freelancer what would raise the score', () => {
    expect(within(show('corporate')).queryByText('Pour améliorer votre score')).not.toBeInTheDocument();
    cleanup();
    const card = show('freelance');
    const link = within(card).getByRole('link', {
      name: 'Ajoutez Apache Spark à vos compétences si vous la pratiquez',
    });
    expect(link).toHaveAttribute('href', '/freelancer/profile');
    expect(within(card).getByRole('link', { name: /la mission démarre le 4 janvier/ })).toHaveAttribute(
      'href',
      '/freelancer/dashboard',
    );
  });
});
