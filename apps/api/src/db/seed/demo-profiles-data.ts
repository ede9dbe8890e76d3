import type { DemoPlace } from './demo-places';

/** Believable freelancer profiles of the demo, by e-mail; names refer to the skills catalogue. */
export interface DemoProfile {
  email: string;
  firstName: string;
  lastName: string;
  status: 'validated' | 'new';
  /** Signed up alone and has not opened the confirmation link yet. */
  emailUnconfirmed?: true;
  tagline: string;
  biography: string;
  experienceInYears: number;
  retribution: number;
  prefs: [workplace: string, contract: string, environment: string, time: string, mobility: string];
  /** Where they live, for the distance to missions. */
  place: DemoPlace;
  maxDistance?: number;
  linkedInUrl?: string;
  gitHubUrl?: string;
  /** [skill, years, primary] */
  skills: [string, number, boolean][];
  jobTitles: string[];
  experiences: {
    title: string;
    companyName: string;
    location: string;
    startDate: string;
    endDate: string | null;
    type: string;
    description: string;
    skills: string[];
  }[];
  educations: { schoolName: string; degree: string; topic: string; startedIn: number; graduatedIn: number }[];
  languages: [string, 'basic' | 'pro' | 'native'][];
  /** Unavailable until in 18 days, in 3 months, or with no date. */
  unavailableUntil?: 'soon' | 'later' | 'forever';
  /** E-mail of the freelancer whose referral code brought this one. */
  referredBy?: string;
}

export const demoProfiles: DemoProfile[] = [
  {
    email: 'freelance@demo.fr',
    firstName: 'Julien',
    lastName: 'Bernard',
    status: 'validated',
    tagline: 'Data engineer senior — Spark, Airflow et dbt sur AWS',
    biography:
      '<p>Ingénieur data depuis dix ans, je conçois des plateformes de données fiables pour des équipes produit et BI.</p><p>Mes terrains favoris : <strong>pipelines batch et streaming</strong>, modélisation analytique avec dbt, industrialisation sur AWS avec Terraform.</p><ul><li>Migration d’un entrepôt Teradata vers Snowflake (120 To)</li><li>Mise en place d’Airflow pour 400 DAG quotidiens</li></ul>',
    place: 'paris',
    experienceInYears: 10,
    retribution: 680,
    prefs: ['partialRemote', 'fullTime', 'startUp', 'long', 'region'],
    linkedInUrl: 'https://www.linkedin.com/in/julien-bernard-data',
    gitHubUrl: 'https://github.com/jbernard-data',
    skills: [
      ['Python', 10, true],
      ['Apache Spark', 7, true],
      ['Apache Airflow', 5, false],
      ['dbt', 3, false],
      ['Snowflake', 4, false],
      ['SQL', 10, false],
      ['Amazon Web Services', 6, false],
      ['Terraform', 4, false],
      ['Apache Kafka', 3, false],
      ['Docker', 6, false],
    ],
    jobTitles: ['Data Engineer', 'Ingénieur Big Data'],
    experiences: [
      {
        title: 'Lead data engineer',
        companyName: 'Qonto',
        location: 'Paris',
        startDate: '2022-01-01',
        endDate: null,
        type: 'freelancing',
        description:
          '<p>Refonte de la plateforme de données : ingestion Kafka, transformations dbt, orchestration Airflow.</p>',
        skills: ['Apache Kafka', 'dbt', 'Apache Airflow', 'Python'],
      },
      {
        title: 'Data engineer',
        companyName: 'Decathlon',
        location: 'Lille',
        startDate: '2018-09-01',
        endDate: '2021-12-01',
        type: 'consulting',
        description: '<p>Pipelines Spark sur AWS EMR pour la prévision des ventes de 1 700 magasins.</p>',
        skills: ['Apache Spark', 'Amazon Web Services', 'Python'],
      },
      {
        title: 'Développeur Python',
        companyName: 'Sopra Steria',
        location: 'Nantes',
        startDate: '2015-09-01',
        endDate: '2018-08-01',
        type: 'contract',
        description: '<p>Développement d’outils de traitement de données pour le secteur bancaire.</p>',
        skills: ['Python', 'SQL'],
      },
    ],
    educations: [
      {
        schoolName: 'INSA Lyon',
        degree: 'Diplôme d’ingénieur',
        topic: 'Informatique',
        startedIn: 2010,
        graduatedIn: 2015,
      },
    ],
    languages: [
      ['Français', 'native'],
      ['Anglais', 'pro'],
    ],
  },
  {
    email: 'amelie.roussel@demo.fr',
    referredBy: 'freelance@demo.fr',
    firstName: 'Amélie',
    lastName: 'Roussel',
    status: 'validated',
    tagline: 'Développeuse full stack React / Node.js, orientée produit',
    biography: '<p>Huit ans à livrer des produits web exigeants, de la maquette Figma à la mise en production.</p>',
    place: 'bordeaux',
    experienceInYears: 8,
    retribution: 600,
    prefs: ['remote', 'fullTime', 'startUp', 'long', 'country'],
    linkedInUrl: 'https://www.linkedin.com/in/amelie-roussel',
    skills: [
      ['TypeScript', 7, true],
      ['React', 7, true],
      ['Node.js', 6, false],
      ['GraphQL', 4, false],
      ['PostgreSQL', 5, false],
      ['Next.js', 3, false],
      ['Docker', 4, false],
    ],
    jobTitles: ['Développeur Full Stack', 'Développeur React'],
    experiences: [
      {
        title: 'Développeuse full stack',
        companyName: 'Alan',
        location: 'Paris',
        startDate: '2021-03-01',
        endDate: null,
        type: 'freelancing',
        description: '<p>Parcours d’adhésion et espace membre en React et Node.js.</p>',
        skills: ['React', 'TypeScript', 'Node.js'],
      },
      {
        title: 'Développeuse front-end',
        companyName: 'Leboncoin',
        location: 'Paris',
        startDate: '2017-01-01',
        endDate: '2021-02-01',
        type: 'contract',
        description: '<p>Refonte du dépôt d’annonces, tests end-to-end et accessibilité.</p>',
        skills: ['React', 'TypeScript'],
      },
    ],
    educations: [
      {
        schoolName: 'Université de Bordeaux',
        degree: 'Master',
        topic: 'Génie logiciel',
        startedIn: 2012,
        graduatedIn: 2017,
      },
    ],
    languages: [
      ['Français', 'native'],
      ['Anglais', 'pro'],
      ['Espagnol', 'basic'],
    ],
  },
  {
    email: 'karim.benali@demo.fr',
    firstName: 'Karim',
    lastName: 'Benali',
    status: 'validated',
    tagline: 'Ingénieur DevOps & cloud — Kubernetes, Terraform, GCP',
    biography:
      '<p>J’automatise l’infrastructure et fiabilise les mises en production d’équipes de 10 à 80 développeurs.</p>',
    place: 'paris19',
    experienceInYears: 12,
    retribution: 750,
    prefs: ['partialRemote', 'fullTime', 'bigCompany', 'long', 'city'],
    skills: [
      ['Kubernetes', 6, true],
      ['Terraform', 6, true],
      ['Google Cloud Platform', 5, false],
      ['Ansible', 7, false],
      ['Linux', 12, false],
      ['Go', 3, false],
    ],
    jobTitles: ['Ingénieur DevOps', 'Ingénieur Cloud'],
    experiences: [
      {
        title: 'Ingénieur DevOps',
        companyName: 'BlaBlaCar',
        location: 'Paris',
        startDate: '2020-06-01',
        endDate: null,
        type: 'freelancing',
        description: '<p>Migration vers GKE, GitOps et observabilité.</p>',
        skills: ['Kubernetes', 'Google Cloud Platform', 'Terraform'],
      },
      {
        title: 'Administrateur systèmes',
        companyName: 'OVHcloud',
        location: 'Roubaix',
        startDate: '2013-01-01',
        endDate: '2020-05-01',
        type: 'contract',
        description: '<p>Exploitation d’un parc de 3 000 serveurs Linux, automatisation Ansible.</p>',
        skills: ['Linux', 'Ansible'],
      },
    ],
    educations: [
      {
        schoolName: 'Université de Lille',
        degree: 'Licence professionnelle',
        topic: 'Administration des réseaux',
        startedIn: 2009,
        graduatedIn: 2012,
      },
    ],
    languages: [
      ['Français', 'native'],
      ['Anglais', 'pro'],
      ['Arabe', 'native'],
    ],
    unavailableUntil: 'soon',
  },
  {
    email: 'lucie.fontaine@demo.fr',
    referredBy: 'freelance@demo.fr',
    firstName: 'Lucie',
    lastName: 'Fontaine',
    status: 'new',
    tagline: 'Data scientist — prévision et NLP avec PyTorch',
    biography: '<p>Docteure en statistiques, je mets des modèles en production avec MLflow.</p>',
    place: 'paris15',
    experienceInYears: 5,
    retribution: 620,
    prefs: ['remote', 'partTime', 'none', 'short', 'country'],
    skills: [
      ['Python', 6, true],
      ['PyTorch', 4, true],
      ['scikit-learn', 5, false],
      ['Pandas', 6, false],
      ['MLflow', 2, false],
    ],
    jobTitles: ['Data Scientist'],
    experiences: [
      {
        title: 'Data scientist',
        companyName: 'Doctolib',
        location: 'Paris',
        startDate: '2020-10-01',
        endDate: null,
        type: 'freelancing',
        description: '<p>Modèles de prévision de la demande de rendez-vous.</p>',
        skills: ['Python', 'scikit-learn'],
      },
    ],
    educations: [
      {
        schoolName: 'Sorbonne Université',
        degree: 'Doctorat',
        topic: 'Statistiques',
        startedIn: 2016,
        graduatedIn: 2020,
      },
    ],
    languages: [
      ['Français', 'native'],
      ['Anglais', 'pro'],
      ['Allemand', 'basic'],
    ],
  },
];
