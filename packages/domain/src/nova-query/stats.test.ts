import { describe, expect, it } from 'vitest';
import { parseNeed } from '../nova-query';
import { parseStatsQuestion, type StatsQuestion } from './stats';

const today = '2026-11-23'; // a Monday

const cases: [string, StatsQuestion][] = [
  ['Combien de missions en recherche ?', { metrics: ['missionsSeeking'], period: null }],
  [
    'Statistiques du mois',
    {
      metrics: ['missionsSeeking', 'missionsCreated', 'freelancersAvailable', 'dealsSigned', 'businessVolume'],
      period: { from: '2026-11-01', to: today },
    },
  ],
  ['Volume d’affaires depuis janvier', { metrics: ['businessVolume'], period: { from: '2026-01-01', to: today } }],
  ['Quelles compétences sont les plus demandées ?', { metrics: ['topSkills'], period: null }],
  [
    'Combien de missions créées ce mois-ci ?',
    { metrics: ['missionsCreated'], period: { from: '2026-11-01', to: today } },
  ],
  [
    'combien de freelances disponibles et qualifiés ?',
    { metrics: ['freelancersAvailable', 'freelancersQualified'], period: null },
  ],
  [
    'Nombre de deals signés et chiffre d’affaires le mois dernier',
    { metrics: ['dealsSigned', 'businessVolume'], period: { from: '2026-10-01', to: '2026-10-31' } },
  ],
  ['Le taux de conversion du funnel cette année', { metrics: ['funnel'], period: { from: '2026-01-01', to: today } }],
  [
    'Combien de matchs les 30 derniers jours ?',
    { metrics: ['matchesCreated'], period: { from: '2026-10-25', to: today } },
  ],
  ['Top 5 des compétences en mars', { metrics: ['topSkills'], period: { from: '2026-03-01', to: '2026-03-31' } }],
  [
    'Combien de missions depuis décembre ?',
    { metrics: ['missionsSeeking', 'missionsCreated'], period: { from: '2025-12-01', to: today } },
  ],
  [
    'Bilan de la semaine dernière',
    {
      metrics: ['missionsSeeking', 'missionsCreated', 'freelancersAvailable', 'dealsSigned', 'businessVolume'],
      period: { from: '2026-11-16', to: '2026-11-22' },
    },
  ],
];

describe('parseStatsQuestion', () => {
  it.each(cases)('%s', (text, expected) => {
    expect(parseStatsQuestion(text, today)).toEqual(expected);
    expect(parseNeed(text, today)).toMatchObject({ intent: 'marketplaceStats', skills: [], jobTitle: null });
  });

  it('leaves searches, drafts and summaries alone', () => {
    for (const text of [
      'Je cherche un data engineer Spark à Lyon',
      'Rédige une mission pour un développeur React',
      'Où en est ma mission Refonte ?',
      'Combien coûte un développeur React ?',
      'Trouve-moi un freelance disponible en mars',
      'Combien de freelances React à Lyon ?',
    ])
      expect(parseNeed(text, today).intent, text).not.toBe('marketplaceStats');
  });

  it('never starts a period more than two years back', () => {
    expect(parseStatsQuestion('combien de deals les 40 derniers mois', today).period).toEqual({
      from: '2024-11-23',
      to: today,
    });
  });
});
