import type { DemoMission } from './demo-mission-story';

/**
 * Missions on the Connect offer: the client meets the candidates itself, so the application of a freelancer the
 * team has qualified reaches it at once (one of each below), while a profile still to qualify goes to the team.
 * Julien (freelance@demo.fr) has not answered the fintech's one: it waits for him on his Connect page.
 */
export const connectMissions: DemoMission[] = [
  {
    company: 'lumen',
    offer: 'connect',
    title: 'Développeur·se Python — API de recommandations de contenus',
    paragraphs: [
      'Lumen Analytics expose ses modèles de recommandation à trois applications clientes. L’API actuelle, écrite en Flask il y a quatre ans, ne tient plus la charge des pics du soir.',
      'Vous la réécrirez en FastAPI avec l’équipe data science : contrats d’API, cache, tests de charge et mise en production sur notre cluster.',
      'Télétravail possible quatre jours sur cinq, l’équipe se retrouve le jeudi rue de Châteaudun.',
    ],
    category: 'tech',
    start: 18,
    durationInDays: 90,
    workingTime: 5,
    maxWeeksAfterStart: 3,
    retribution: 600,
    experienceLevel: 'experienced',
    workplace: 'partialRemote',
    renewable: 'possible',
    projectType: 'existing',
    skills: 'Python 4*, FastAPI 2*, PostgreSQL, Docker',
    story: { status: 'seeking' },
    matches: [
      {
        freelancer: 'kevin.nguyen@demo.fr',
        story: 'applied',
        message:
          'Bonjour, je construis des API Python depuis huit ans, en Django surtout, et j’ai passé un service de Flask à FastAPI l’an dernier (quatre fois plus de requêtes tenues). Disponible dès janvier.',
      },
      {
        freelancer: 'hugo.lemaire@demo.fr',
        story: 'applied',
        message: 'Développeur Python depuis trois ans, je découvre FastAPI sur un projet personnel.',
      },
    ],
  },
  {
    company: 'pivot',
    offer: 'connect',
    title: 'Data engineer — flux de paiements en temps réel',
    paragraphs: [
      'Pivot Finance reçoit chaque jour 40 000 virements de ses PME clientes. Nous voulons suivre les encaissements en temps réel plutôt qu’en fin de journée.',
      'Vous brancherez les notifications bancaires sur Kafka, écrirez les consommateurs Python qui alimentent PostgreSQL et les alertes de l’équipe risque.',
      'Deux jours par semaine au Sentier, le reste à distance.',
    ],
    category: 'data',
    start: 25,
    durationInDays: 120,
    workingTime: 4,
    maxWeeksAfterStart: 4,
    retribution: 650,
    experienceLevel: 'senior',
    workplace: 'partialRemote',
    renewable: 'high',
    projectType: 'new',
    skills: 'Python 4*, Apache Kafka 2*, PostgreSQL, Docker',
    story: { status: 'seeking' },
  },
  {
    company: 'carrel',
    offer: 'connect',
    title: 'Analytics engineer — tableaux de bord des ventes en magasin',
    paragraphs: [
      'Les directeurs des 140 magasins Maison Carrel reçoivent leurs ventes dans un fichier Excel envoyé chaque lundi. Nous voulons des tableaux de bord quotidiens, fiables et documentés.',
      'Vous modéliserez les ventes, les stocks et les marges dans dbt sur Snowflake et publierez les tableaux de bord dans Looker.',
    ],
    category: 'data',
    start: 30,
    durationInDays: 75,
    workingTime: 3,
    retribution: 550,
    experienceLevel: 'middle',
    workplace: 'remote',
    renewable: 'none',
    projectType: 'new',
    skills: 'SQL 3*, dbt 2*, Snowflake, Looker',
    story: { status: 'seeking' },
    matches: [
      {
        freelancer: 'sarah.lambert@demo.fr',
        story: 'applied',
        message: 'Bonjour, j’ai construit les tableaux de bord des ventes de Decathlon Belgique avec dbt et Looker.',
      },
    ],
  },
];
