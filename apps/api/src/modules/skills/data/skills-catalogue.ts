import type { SkillSeed } from './skill-entry';
import { backendSkills } from './skills-backend';
import { biSkills, mlSkills } from './skills-bi-ml';
import { cloudSkills } from './skills-cloud';
import { dataSkills } from './skills-data';
import { databaseSkills } from './skills-databases';
import { devopsSkills } from './skills-devops';
import { frontendSkills, mobileSkills } from './skills-frontend';
import { languageSkills } from './skills-languages';
import { designSkills, methodSkills, securitySkills, testingSkills, toolSkills } from './skills-practices';

/** The whole skills catalogue, every category. */
export const skillCatalogue: readonly SkillSeed[] = [
  ...languageSkills,
  ...frontendSkills,
  ...mobileSkills,
  ...backendSkills,
  ...databaseSkills,
  ...dataSkills,
  ...biSkills,
  ...mlSkills,
  ...cloudSkills,
  ...devopsSkills,
  ...testingSkills,
  ...securitySkills,
  ...methodSkills,
  ...toolSkills,
  ...designSkills,
];
