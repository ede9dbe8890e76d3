import type { MissionRefusalReason } from '@orbite/domain/mission';
import type { DemoCompanyKey } from './demo-companies';

/**
 * The shape of the demo's missions (demo-missions-data.ts, demo-missions-others-data.ts): each with
 * the story that brings it to its status, and the candidates of the open ones. Days count from the
 * seed day (negative: in the past). Skills read "Name years", a star marks a mandatory skill; names
 * refer to the skills catalogue.
 */

/** How a candidate got where they are, each step through the match services. */
export type DemoMatchStory =
  | 'preselected'
  | 'proposed'
  | 'proposalAccepted'
  | 'proposalDeclined'
  | 'applied'
  | 'applicationReviewed'
  | 'applicationDeclined'
  | 'notInterested'
  | 'presented'
  | 'presentedAfterApplication'
  | 'selected'
  | 'slotsProposed'
  | 'meetingBooked'
  | 'declinedByClient'
  | 'cancelledByTeam';

export interface DemoMatch {
  freelancer: string;
  story: DemoMatchStory;
  /** The engine's or the telescope's pick rather than the team's own. */
  source?: 'matchingEngine' | 'telescope';
  message?: string;
  reasons?: string[];
  comment?: string;
}

/** A mission of the past, written with its dated history: created, confirmed, then signed and so on. */
export interface DemoPastStory {
  status: 'quotation' | 'onGoing' | 'finished' | 'reviewed';
  /** The freelancer met, then confirmed. */
  freelancer: string;
  /** Another candidate presented then declined by the client. */
  declined?: { freelancer: string; reasons: string[]; comment: string };
  created: number;
  confirmed: number;
  signed?: number;
  finished?: number;
  reviewed?: number;
}

export type DemoMissionStory =
  | { status: 'notFinalized' | 'toApprove' | 'toValidate' | 'seeking' }
  | { status: 'approvalDeclined'; comment: string }
  | { status: 'refused'; reason: MissionRefusalReason; comment: string }
  | { status: 'failed'; by: 'teamMember' | 'corporateAdmin'; reasons: string[]; comment: string }
  | DemoPastStory;

export interface DemoMission {
  company: DemoCompanyKey;
  /** Boost unless told: on Connect a qualified freelancer's application goes straight to the client. */
  offer?: 'boost' | 'connect';
  /** Who drafted it: the company's admin (default) or its manager. */
  author?: 'admin' | 'manager';
  title: string;
  /** The description, a paragraph each; none in a draft not written yet. */
  paragraphs: string[];
  category: 'data' | 'tech';
  start: number;
  durationInDays: number;
  workingTime: number;
  maxWeeksAfterStart?: number;
  /** Left out of a draft still being written. */
  retribution?: number;
  experienceLevel: 'junior' | 'middle' | 'experienced' | 'senior';
  workplace: 'onSite' | 'remote' | 'partialRemote';
  renewable?: 'high' | 'possible' | 'none';
  projectType?: 'new' | 'existing';
  skills: string;
  story: DemoMissionStory;
  matches?: DemoMatch[];
}
