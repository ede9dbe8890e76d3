import type { DemoPlace } from './demo-places';

/**
 * The demo's other freelancers, for the matching engine and the telescope to rank: data profiles
 * here, tech profiles in demo-freelancers-tech-data.ts. Skills read "Name years", a star marks a top
 * skill; names refer to the skills catalogue.
 */
export interface DemoFreelancer {
  email: string;
  firstName: string;
  lastName: string;
  status: 'validated' | 'new';
  tagline: string;
  biography: string;
  experienceInYears: number;
  retribution: number;
  place: DemoPlace;
  maxDistance?: number;
  prefs: [workplace: string, contract: string, environment: string, time: string, mobility: string];
  skills: string;
  jobTitles: string[];
  /** The current engagement: title, company, city, start, what they do there, its skills. */
  experience: [title: string, company: string, city: string, start: string, description: string, skills: string];
  english?: 'basic' | 'pro' | 'native';
  unavailableUntil?: 'soon' | 'later' | 'forever';
  /** Signed up alone and has not opened the confirmation link yet (the team's page says so; applying waits). */
  emailUnconfirmed?: true;
}

export const demoDataFreelancers: DemoFreelancer[] = [
  {
    email: 'mathieu.girard@demo.fr',
    firstName: 'Mathieu',
    lastName: 'Girard',
    status: 'validated',
    tagline: 'Data engineer — Spark et Databricks sur Azure',
    biography: 'Neuf ans de pipelines de données, du batch Hadoop aux lakehouses Databricks.',
    experienceInYears: 9,
    retribution: 650,
    place: 'paris15',
    prefs: ['partialRemote', 'fullTime', 'bigCompany', 'long', 'region'],
    skills:
      'Python 9*, Apache Spark 6*, Databricks 4, Azure Data Factory 4, SQL 9, Delta Lake 3, Apache Airflow 3, Microsoft Azure 5',
    jobTitles: ['Data Engineer', 'Consultant Databricks'],
    experience: [
      'Data engineer',
      'TotalEnergies',
      'Courbevoie',
      '2022-04-01',
      'Lakehouse Databricks des données de maintenance de 40 sites industriels.',
      'Databricks, Apache Spark, Delta Lake',
    ],
  },
  {
    email: 'sarah.lambert@demo.fr',
    firstName: 'Sarah',
    lastName: 'Lambert',
    status: 'validated',
    tagline: 'Analytics engineer — dbt, Snowflake et Looker',
    biography: 'Je fais le pont entre les données brutes et les équipes métier : modèles dbt testés et documentés.',
    experienceInYears: 6,
    retribution: 580,
    place: 'nantes',
    prefs: ['remote', 'fullTime', 'startUp', 'long', 'country'],
    skills: 'SQL 6*, dbt 4*, Snowflake 4, Looker 3, Python 4, Apache Airflow 2, BigQuery 2',
    jobTitles: ['Analytics Engineer'],
    experience: [
      'Analytics engineer',
      'Back Market',
      'Nantes',
      '2023-01-01',
      'Couche sémantique dbt de 300 modèles pour la finance et le marketing.',
      'dbt, Snowflake, Looker',
    ],
    unavailableUntil: 'soon',
  },
  {
    email: 'antoine.mercier@demo.fr',
    firstName: 'Antoine',
    lastName: 'Mercier',
    status: 'validated',
    tagline: 'Lead data engineer streaming — Kafka et Flink',
    biography: 'Architecte de plateformes temps réel : 2 millions d’événements par seconde, zéro perte.',
    experienceInYears: 13,
    retribution: 850,
    place: 'lyon',
    maxDistance: 30,
    prefs: ['partialRemote', 'fullTime', 'bigCompany', 'long', 'city'],
    skills: 'Java 13*, Apache Kafka 8*, Apache Flink 4, Scala 6, Apache Spark 7, Kubernetes 4, Amazon Web Services 5',
    jobTitles: ['Lead Data Engineer', 'Architecte Big Data'],
    experience: [
      'Lead data engineer',
      'SNCF Connect',
      'Lyon',
      '2021-06-01',
      'Flux temps réel des réservations et de l’information voyageurs.',
      'Apache Kafka, Apache Flink, Java',
    ],
  },
  {
    email: 'elodie.chevalier@demo.fr',
    firstName: 'Élodie',
    lastName: 'Chevalier',
    status: 'validated',
    tagline: 'Data scientist NLP — modèles de langue en production',
    biography: 'Classification de documents, extraction d’entités, RAG : des modèles mesurés et maintenus.',
    experienceInYears: 7,
    retribution: 700,
    place: 'paris',
    prefs: ['partialRemote', 'fullTime', 'none', 'long', 'region'],
    skills: 'Python 7*, NLP 5*, PyTorch 4, Hugging Face 3, LLM 2, RAG 1, scikit-learn 6, MLflow 3',
    jobTitles: ['Data Scientist', 'Ingénieur NLP'],
    experience: [
      'Data scientist NLP',
      'AXA France',
      'Nanterre',
      '2022-09-01',
      'Tri automatique des déclarations de sinistres par modèles de langue.',
      'NLP, PyTorch, Hugging Face',
    ],
  },
  {
    email: 'hugo.lemaire@demo.fr',
    firstName: 'Hugo',
    lastName: 'Lemaire',
    status: 'new',
    tagline: 'Data engineer Python / Airflow sur GCP',
    biography: 'Trois ans en ESN sur des projets data, je me lance en freelance.',
    experienceInYears: 3,
    retribution: 420,
    place: 'rennes',
    prefs: ['remote', 'fullTime', 'startUp', 'none', 'country'],
    skills: 'Python 3*, SQL 3*, Apache Airflow 2, BigQuery 2, Google Cloud Platform 2, dbt 1, Docker 2',
    jobTitles: ['Data Engineer'],
    experience: [
      'Data engineer',
      'Sopra Steria',
      'Rennes',
      '2022-09-01',
      'Chaînes d’ingestion Airflow vers BigQuery pour un client du secteur agricole.',
      'Apache Airflow, BigQuery, Python',
    ],
    english: 'basic',
  },
  {
    email: 'ines.haddad@demo.fr',
    firstName: 'Inès',
    lastName: 'Haddad',
    status: 'validated',
    tagline: 'Consultante BI — Power BI et Azure',
    biography: 'Des tableaux de bord que les directions lisent vraiment : modèle de données d’abord.',
    experienceInYears: 8,
    retribution: 520,
    place: 'lille',
    prefs: ['onSite', 'fullTime', 'bigCompany', 'long', 'region'],
    skills:
      'Power BI 7*, SQL 8*, SSIS 5, Microsoft Azure 3, Azure Data Factory 3, Data visualisation 6, Microsoft Excel 8',
    jobTitles: ['Consultant Power BI', 'Consultant BI'],
    experience: [
      'Consultante Power BI',
      'Leroy Merlin',
      'Lezennes',
      '2023-03-01',
      'Pilotage commercial des magasins : 40 rapports, 900 utilisateurs.',
      'Power BI, SQL, Azure Data Factory',
    ],
    unavailableUntil: 'later',
  },
  {
    email: 'nicolas.faure@demo.fr',
    firstName: 'Nicolas',
    lastName: 'Faure',
    status: 'validated',
    tagline: 'ML engineer — du notebook à la production (MLOps)',
    biography: 'J’industrialise les modèles des data scientists : entraînement, déploiement, suivi.',
    experienceInYears: 10,
    retribution: 780,
    place: 'grenoble',
    prefs: ['remote', 'fullTime', 'startUp', 'long', 'country'],
    skills: 'Python 10*, MLOps 4*, Kubernetes 4, MLflow 4, Amazon SageMaker 3, Docker 6, Terraform 3, Apache Spark 4',
    jobTitles: ['MLOps Engineer', 'Machine Learning Engineer'],
    experience: [
      'ML engineer',
      'Schneider Electric',
      'Grenoble',
      '2021-02-01',
      'Plateforme MLOps de prévision de consommation énergétique.',
      'MLOps, Kubernetes, MLflow',
    ],
  },
  {
    email: 'pauline.renaud@demo.fr',
    firstName: 'Pauline',
    lastName: 'Renaud',
    status: 'new',
    tagline: 'Data analyst produit — SQL, Tableau et Amplitude',
    biography: 'J’aide les équipes produit à décider avec des chiffres fiables.',
    experienceInYears: 4,
    retribution: 450,
    place: 'bordeaux',
    prefs: ['partialRemote', 'partTime', 'startUp', 'short', 'city'],
    skills: 'SQL 4*, Tableau 3*, Python 3, Amplitude 2, Google Analytics 4, dbt 1',
    jobTitles: ['Data Analyst', 'Product Analyst'],
    experience: [
      'Product analyst',
      'Cdiscount',
      'Bordeaux',
      '2023-05-01',
      'Analyse des parcours d’achat et tests A/B du tunnel de commande.',
      'SQL, Amplitude, Tableau',
    ],
    unavailableUntil: 'soon',
  },
  {
    email: 'thibault.morel@demo.fr',
    firstName: 'Thibault',
    lastName: 'Morel',
    status: 'validated',
    tagline: 'Architecte data — entrepôts, data mesh et gouvernance',
    biography: 'Quinze ans d’architecture de données dans la banque et l’assurance.',
    experienceInYears: 15,
    retribution: 900,
    place: 'courbevoie',
    prefs: ['partialRemote', 'fullTime', 'bigCompany', 'long', 'region'],
    skills:
      'Entrepôt de données 15*, Snowflake 5*, Modélisation de données 12, SQL 15, Data mesh 3, Amazon Web Services 7, Apache Kafka 5, Data gouvernance 6',
    jobTitles: ['Data Architect', 'Architecte Big Data'],
    experience: [
      'Architecte data',
      'Société Générale',
      'Paris',
      '2020-01-01',
      'Cible data mesh de la banque de détail et migration vers Snowflake.',
      'Snowflake, Data mesh, Modélisation de données',
    ],
    unavailableUntil: 'later',
  },
  {
    email: 'yasmine.belkacem@demo.fr',
    firstName: 'Yasmine',
    lastName: 'Belkacem',
    status: 'validated',
    tagline: 'Data engineer AWS — Glue, Redshift et Spark',
    biography: 'Cinq ans à construire des plateformes de données serverless sur AWS.',
    experienceInYears: 5,
    retribution: 560,
    place: 'toulouse',
    prefs: ['partialRemote', 'fullTime', 'none', 'long', 'region'],
    skills:
      'Python 5*, Amazon Web Services 4*, AWS Glue 3, Amazon Redshift 3, Apache Spark 3, SQL 5, Terraform 2, Apache Airflow 2, Apache Kafka 1',
    jobTitles: ['Data Engineer', 'Ingénieur AWS'],
    experience: [
      'Data engineer',
      'Airbus',
      'Blagnac',
      '2022-01-01',
      'Ingestion des données de vol vers un lac de données S3 et Redshift.',
      'AWS Glue, Amazon Redshift, Python',
    ],
  },
  {
    email: 'benjamin.laurent@demo.fr',
    firstName: 'Benjamin',
    lastName: 'Laurent',
    status: 'validated',
    tagline: 'Data engineer senior GCP — BigQuery, dbt et Airflow',
    biography: 'Huit ans de data engineering, dont cinq sur Google Cloud pour le retail.',
    experienceInYears: 8,
    retribution: 690,
    place: 'paris19',
    prefs: ['partialRemote', 'fullTime', 'none', 'long', 'region'],
    skills:
      'Python 8*, BigQuery 5*, dbt 4, Google Cloud Platform 6, Apache Airflow 5, Apache Spark 4, SQL 8, Terraform 3',
    jobTitles: ['Data Engineer', 'Lead Data Engineer'],
    experience: [
      'Data engineer senior',
      'Carrefour',
      'Massy',
      '2021-10-01',
      'Plateforme de prévision des approvisionnements sur BigQuery.',
      'BigQuery, dbt, Apache Airflow',
    ],
  },
];
