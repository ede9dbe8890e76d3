import type { SkillCategory } from '../../../apps/api/src/modules/skills/data/skill-entry';

/**
 * Kinds of freelancers and of missions. A profile says which skill categories its people use
 * (weights), where its first skill comes from, its job titles (names of the job title catalogue)
 * and how a mission of that kind is titled. Skills of one category, and related skills of the
 * catalogue, thus go together on a profile and on a mission.
 */
export interface Profile {
  key: string;
  /** Share of freelancers of this kind. */
  freelancerWeight: number;
  /** Share of missions of this kind. */
  missionWeight: number;
  categories: Partial<Record<SkillCategory, number>>;
  /** Where the first (main) skill is drawn from. */
  anchorCategories: Partial<Record<SkillCategory, number>>;
  jobTitles: readonly string[];
  missionTitle: string;
  missionCategory: 'data' | 'tech';
}

export const profiles: readonly Profile[] = [
  {
    key: 'backend',
    freelancerWeight: 20,
    missionWeight: 20,
    categories: { backend: 4, language: 3, database: 2, devops: 1, cloud: 0.5, testing: 0.5, method: 0.3 },
    anchorCategories: { language: 3, backend: 2 },
    jobTitles: [
      'Développeur Back-End',
      'Développeur Java',
      'Développeur Java Spring',
      'Développeur Python',
      'Développeur PHP',
      'Développeur Symfony',
      'Développeur Node.js',
      'Développeur .NET',
      'Développeur Go',
      'Ingénieur logiciel',
      'Lead Developer',
      'Tech Lead',
      'Architecte logiciel',
    ],
    missionTitle: 'Développeur back-end',
    missionCategory: 'tech',
  },
  {
    key: 'frontend',
    freelancerWeight: 14,
    missionWeight: 13,
    categories: { frontend: 5, language: 2, testing: 0.5, design: 0.5, tool: 0.3, method: 0.3 },
    anchorCategories: { frontend: 4, language: 1 },
    jobTitles: [
      'Développeur Front-End',
      'Développeur React',
      'Développeur Angular',
      'Développeur Vue.js',
      'Développeur JavaScript',
      'Développeur TypeScript',
      'Intégrateur web',
      'Développeur web',
    ],
    missionTitle: 'Développeur front-end',
    missionCategory: 'tech',
  },
  {
    key: 'fullstack',
    freelancerWeight: 16,
    missionWeight: 16,
    categories: { frontend: 3, backend: 3, language: 3, database: 1.5, devops: 1, cloud: 0.5 },
    anchorCategories: { language: 2, frontend: 1, backend: 1 },
    jobTitles: ['Développeur Full Stack', 'Développeur web', 'Lead Developer', 'Tech Lead', 'Ingénieur logiciel'],
    missionTitle: 'Développeur full stack',
    missionCategory: 'tech',
  },
  {
    key: 'mobile',
    freelancerWeight: 5,
    missionWeight: 5,
    categories: { mobile: 5, language: 2, frontend: 1, backend: 0.5, testing: 0.3 },
    anchorCategories: { mobile: 1 },
    jobTitles: [
      'Développeur Mobile',
      'Développeur iOS',
      'Développeur Android',
      'Développeur React Native',
      'Développeur Flutter',
    ],
    missionTitle: 'Développeur mobile',
    missionCategory: 'tech',
  },
  {
    key: 'dataEngineer',
    freelancerWeight: 9,
    missionWeight: 12,
    categories: { data: 4, database: 2.5, language: 2, cloud: 2, devops: 0.5 },
    anchorCategories: { data: 2, language: 1 },
    jobTitles: ['Data Engineer', 'Ingénieur Big Data', 'Lead Data Engineer', 'Analytics Engineer', 'Data Architect'],
    missionTitle: 'Data Engineer',
    missionCategory: 'data',
  },
  {
    key: 'dataScientist',
    freelancerWeight: 7,
    missionWeight: 8,
    categories: { ml: 5, data: 2, language: 2, bi: 0.5, cloud: 0.5 },
    anchorCategories: { ml: 2, language: 1 },
    jobTitles: ['Data Scientist', 'Machine Learning Engineer', 'Lead Data Scientist', 'Ingénieur IA', 'MLOps Engineer'],
    missionTitle: 'Data Scientist',
    missionCategory: 'data',
  },
  {
    key: 'bi',
    freelancerWeight: 6,
    missionWeight: 7,
    categories: { bi: 5, database: 3, data: 1, language: 1 },
    anchorCategories: { bi: 3, database: 1 },
    jobTitles: ['Consultant BI', 'Développeur BI', 'Consultant Power BI', 'Data Analyst', 'Développeur ETL'],
    missionTitle: 'Consultant BI',
    missionCategory: 'data',
  },
  {
    key: 'devops',
    freelancerWeight: 10,
    missionWeight: 10,
    categories: { devops: 5, cloud: 4, language: 1, security: 0.5, database: 0.5 },
    anchorCategories: { devops: 2, cloud: 2 },
    jobTitles: [
      'Ingénieur DevOps',
      'Ingénieur Cloud',
      'Architecte Cloud',
      'Site Reliability Engineer',
      'Ingénieur AWS',
      'Ingénieur Azure',
      'Platform Engineer',
    ],
    missionTitle: 'Ingénieur DevOps',
    missionCategory: 'tech',
  },
  {
    key: 'qa',
    freelancerWeight: 3,
    missionWeight: 2,
    categories: { testing: 5, language: 1, tool: 1, method: 1 },
    anchorCategories: { testing: 1 },
    jobTitles: ['Ingénieur QA', 'Testeur', 'Ingénieur en automatisation des tests', 'Test Manager'],
    missionTitle: 'Ingénieur QA',
    missionCategory: 'tech',
  },
  {
    key: 'security',
    freelancerWeight: 2,
    missionWeight: 2,
    categories: { security: 5, devops: 1.5, cloud: 1, language: 0.5 },
    anchorCategories: { security: 1 },
    jobTitles: ['Ingénieur cybersécurité', 'Consultant cybersécurité', 'Pentester', 'Ingénieur DevSecOps'],
    missionTitle: 'Consultant cybersécurité',
    missionCategory: 'tech',
  },
  {
    key: 'product',
    freelancerWeight: 5,
    missionWeight: 3,
    categories: { method: 5, tool: 3, design: 1 },
    anchorCategories: { method: 1 },
    jobTitles: ['Product Owner', 'Product Manager', 'Scrum Master', 'Business Analyst', 'Chef de projet technique'],
    missionTitle: 'Product Owner',
    missionCategory: 'tech',
  },
  {
    key: 'design',
    freelancerWeight: 3,
    missionWeight: 2,
    categories: { design: 5, tool: 1.5, frontend: 1, method: 1 },
    anchorCategories: { design: 1 },
    jobTitles: ['UX/UI Designer', 'UX Designer', 'UI Designer', 'Product Designer'],
    missionTitle: 'UX/UI Designer',
    missionCategory: 'tech',
  },
];
