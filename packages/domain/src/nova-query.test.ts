import { describe, expect, it } from 'vitest';
import { type ParsedNeed, parseNeed } from './nova-query';

const today = '2026-11-23';

const cases: [string, Partial<ParsedNeed>][] = [
  [
    'data engineer Spark, Lyon ou remote, dispo en mars, 600 max',
    {
      intent: 'searchFreelancers',
      jobTitle: 'data engineer',
      skills: ['spark'],
      locations: ['Lyon'],
      remote: 'remote',
      availableFrom: '2027-03-01',
      dailyRateMax: 600,
      dailyRateMin: null,
    },
  ],
  [
    'Je cherche un développeur React/Node senior à Paris, 3 jours par semaine pendant 6 mois',
    {
      intent: 'searchFreelancers',
      jobTitle: 'développeur',
      skills: ['react', 'node'],
      experienceLevel: 'senior',
      locations: ['Paris'],
      daysPerWeek: 3,
      durationInDays: 78,
    },
  ],
  ['TJM entre 500 et 700 €', { dailyRateMin: 500, dailyRateMax: 700, intent: 'searchFreelancers', skills: [] }],
  ['un dev Python dès que possible', { availableFrom: today, skills: ['python'], jobTitle: 'dev' }],
  ['Kotlin à partir du 3 février', { availableFrom: '2027-02-03', skills: ['kotlin'] }],
  ['consultant SAP en télétravail complet', { remote: 'remote', jobTitle: 'consultant', skills: ['sap'] }],
  ['Data scientist full remote', { remote: 'remote', jobTitle: 'data scientist', skills: [] }],
  ['Développeur Java Bordeaux ou Nantes', { locations: ['Bordeaux', 'Nantes'], skills: ['java'] }],
  ['mission de 3 semaines en Angular', { durationInDays: 15, skills: ['angular'] }],
  [
    'Rédige une mission pour un data analyst Power BI',
    { intent: 'draftMission', jobTitle: 'data analyst', skills: ['power bi'] },
  ],
  ['Où en est ma mission Refonte du data warehouse ?', { intent: 'missionSummary', skills: [], jobTitle: null }],
  ['Pourquoi Julien correspond à ma mission ?', { intent: 'explainMatch', skills: [], jobTitle: null }],
  ['DEVOPS KUBERNETES, TJM MAX 650€', { dailyRateMax: 650, skills: ['kubernetes'], jobTitle: 'devops' }],
  [
    'product owner expérimenté, hybride, Lille',
    { experienceLevel: 'experienced', remote: 'partialRemote', locations: ['Lille'] },
  ],
  ['Scrum master sur site à Toulouse', { remote: 'onSite', locations: ['Toulouse'], jobTitle: 'scrum master' }],
  [
    'développeur junior PHP Symfony, 450 € par jour',
    { experienceLevel: 'junior', dailyRateMax: 450, skills: ['php', 'symfony'] },
  ],
  [
    'architecte cloud AWS 5 ans d’expérience minimum',
    { experienceLevel: 'experienced', skills: ['aws'], jobTitle: 'architecte cloud', durationInDays: null },
  ],
  ['fullstack Vue.js et Node.js, 500-650 €', { skills: ['vue.js', 'node.js'], dailyRateMin: 500, dailyRateMax: 650 }],
  ['quelqu’un en C# .NET pour 1 an à 4/5', { skills: ['c#', '.net'], daysPerWeek: 4, durationInDays: 208 }],
  ['dispo mi-janvier, région parisienne', { availableFrom: '2027-01-15', locations: ['Île-de-France'] }],
  [
    'début décembre, 2 jours de télétravail par semaine',
    { availableFrom: '2026-12-01', remote: 'partialRemote', daysPerWeek: null },
  ],
  ['disponible en novembre', { availableFrom: today }],
  ['à partir du 1er mars 2027, 10 jours de mission', { availableFrom: '2027-03-01', durationInDays: 10 }],
  [
    'Budget 550 euros, Snowflake et dbt, IDF',
    { dailyRateMax: 550, skills: ['snowflake', 'dbt'], locations: ['Île-de-France'] },
  ],
  ['au moins 400 € par jour, Grenoble', { dailyRateMin: 400, dailyRateMax: null, locations: ['Grenoble'] }],
  ['mission de deux mois à temps plein', { durationInDays: 43, daysPerWeek: 5 }],
  [
    'Crée une mission de chef de projet à Rennes',
    { intent: 'draftMission', jobTitle: 'chef de projet', locations: ['Rennes'] },
  ],
  ['Explique-moi le score de Julien sur ma mission', { intent: 'explainMatch' }],
  ['Quel est l’avancement de la mission Migration Cloud ?', { intent: 'missionSummary', skills: [] }],
  ['bonjour', { intent: 'unknown', skills: [], locations: [] }],
  [
    'Trouve-moi un profil Terraform dans 2 semaines, pas de télétravail',
    { availableFrom: '2026-12-07', remote: 'onSite', skills: ['terraform'] },
  ],
  ['ux designer Figma à Annecy', { locations: ['Annecy'], jobTitle: 'ux designer', skills: ['figma'] }],
];

describe('parseNeed', () => {
  it.each(cases)('%s', (text, expected) => {
    expect(parseNeed(text, today)).toMatchObject(expected);
  });

  it('returns every field', () => {
    expect(parseNeed('', today)).toEqual({
      skills: [],
      jobTitle: null,
      dailyRateMax: null,
      dailyRateMin: null,
      locations: [],
      remote: null,
      availableFrom: null,
      durationInDays: null,
      daysPerWeek: null,
      experienceLevel: null,
      intent: 'unknown',
    });
  });

  it('reads a past month as next year and the current month as today', () => {
    expect(parseNeed('dispo en mars', '2026-03-10').availableFrom).toBe('2026-03-10');
    expect(parseNeed('dispo en février', '2026-03-10').availableFrom).toBe('2027-02-01');
    expect(parseNeed('dispo fin avril', '2026-03-10').availableFrom).toBe('2026-04-30');
  });
});
