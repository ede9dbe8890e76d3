import { gql } from '@apollo/client';

/** The parts of a profile that the own page and the public page read the same way. */
export const PROFILE_SECTION_FIELDS = gql`
  fragment ProfileSkillFields on FreelanceSkill {
    id
    skillId
    name
    duration
    durationInMonths
    primary
    wished
  }
  fragment ProfileJobTitleFields on FreelanceJobTitle {
    id
    jobTitleId
    name
    category
    duration
  }
  fragment ProfileExperienceFields on FreelanceExperience {
    id
    type
    title
    companyName
    location
    description
    startDate
    endDate
    isOrbiteMission
    skills {
      id
      freelanceExperienceSkillId
      name
      primary
    }
    endorsements {
      id
      status
      referentFirstName
      referentLastName
      referentJobTitle
      referentEmail
      comment
      requestedAt
      answeredAt
    }
  }
  fragment ProfileEducationFields on FreelanceEducation {
    id
    schoolName
    degree
    topic
    description
    startedIn
    graduatedIn
  }
  fragment ProfileLanguageFields on FreelanceLanguage {
    id
    languageId
    name
    level
  }
`;
