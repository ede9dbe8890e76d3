import { gql, type TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import type { TimesheetStatus, WorkLogStatus } from '@orbite/domain/work-log';

/*
 * Work logs (CRA) and their timesheets: the documents of the freelancer's editor, the client's
 * review and the team's controls. Mutations are silent: the panels show the error where it happened.
 */

export type WorkLogAction = 'submit' | 'withdraw' | 'validate' | 'contest' | 'lock' | 'skip' | 'reopen';

export interface WorkLogEntry {
  day: string;
  days: number;
}

export interface Timesheet {
  id: string;
  status: TimesheetStatus;
  workedDays: number;
  safeMode: boolean;
  validatedAt: string | null;
}

export interface WorkLog {
  id: string;
  month: string;
  status: WorkLogStatus;
  entries: WorkLogEntry[];
  totalDays: number;
  expectedDays: number;
  comment: string | null;
  statusComment: string | null;
  submittedAt: string | null;
  validatedAt: string | null;
  revision: number;
  viewerCanEdit: boolean;
  allowedMoves: WorkLogAction[];
  fileUrl: string;
  deal: {
    id: string;
    missionId: string;
    version: number;
    startDate: string;
    endDate: string;
    daysPerWeek: number;
    missionTitle: string | null;
    companyName: string | null;
    freelanceName: string | null;
  };
  timesheet: Timesheet | null;
}

const WORK_LOG_FIELDS_TEXT = `
  fragment WorkLogFields on WorkLog {
    id
    month
    status
    entries {
      day
      days
    }
    totalDays
    expectedDays
    comment
    statusComment
    submittedAt
    validatedAt
    revision
    viewerCanEdit
    allowedMoves
    fileUrl
    deal {
      id
      missionId
      version
      startDate
      endDate
      daysPerWeek
      missionTitle
      companyName
      freelanceName
    }
    timesheet {
      id
      status
      workedDays
      safeMode
      validatedAt
    }
  }
`;
const WORK_LOG_FIELDS = gql(WORK_LOG_FIELDS_TEXT);

export const MISSION_WORK_LOGS: TypedDocumentNode<{ missionWorkLogs: WorkLog[] }, { missionId: string }> = gql`
  query MissionWorkLogs($missionId: ID!) {
    missionWorkLogs(missionId: $missionId) {
      ...WorkLogFields
    }
  }
  ${WORK_LOG_FIELDS}
`;

export const MY_WORK_LOGS: TypedDocumentNode<{ myWorkLogs: WorkLog[] }> = gql`
  query MyWorkLogs {
    myWorkLogs {
      ...WorkLogFields
    }
  }
  ${WORK_LOG_FIELDS}
`;

export const COMPANY_WORK_LOGS: TypedDocumentNode<{ companyWorkLogs: WorkLog[] }> = gql`
  query CompanyWorkLogs {
    companyWorkLogs(status: submitted) {
      ...WorkLogFields
    }
  }
  ${WORK_LOG_FIELDS}
`;

export const UPDATE_WORK_LOG: TypedDocumentNode<
  { updateWorkLog: WorkLog },
  { id: string; entries: WorkLogEntry[]; comment: string | null; revision: number }
> = gql`
  mutation UpdateWorkLog($id: ID!, $entries: [WorkLogEntryInput!]!, $comment: String, $revision: Int!) {
    updateWorkLog(id: $id, entries: $entries, comment: $comment, revision: $revision) {
      ...WorkLogFields
    }
  }
  ${WORK_LOG_FIELDS}
`;

type MoveVariables = { id: string; comment?: string | null; revision?: number | null };
const moveDocument = (field: string, name: string) =>
  gql(`
  mutation ${name}($id: ID!, $comment: String, $revision: Int) {
    ${field}(id: $id, comment: $comment, revision: $revision) {
      ...WorkLogFields
    }
  }
  ${WORK_LOG_FIELDS_TEXT}
`) as TypedDocumentNode<Record<string, WorkLog>, MoveVariables>;

export const moveDocuments: Record<WorkLogAction, TypedDocumentNode<Record<string, WorkLog>, MoveVariables>> = {
  submit: moveDocument('submitWorkLog', 'SubmitWorkLog'),
  withdraw: moveDocument('withdrawWorkLog', 'WithdrawWorkLog'),
  validate: moveDocument('validateWorkLog', 'ValidateWorkLog'),
  contest: moveDocument('contestWorkLog', 'ContestWorkLog'),
  lock: moveDocument('lockWorkLog', 'LockWorkLog'),
  skip: moveDocument('skipWorkLog', 'SkipWorkLog'),
  reopen: moveDocument('reopenWorkLog', 'ReopenWorkLog'),
};

const TIMESHEET_FIELDS = 'id status workedDays safeMode validatedAt';

export const TOGGLE_TIMESHEET_SAFE_MODE: TypedDocumentNode<
  { toggleTimesheetSafeMode: Timesheet },
  { id: string; safeMode: boolean }
> = gql(`
  mutation ToggleTimesheetSafeMode($id: ID!, $safeMode: Boolean!) {
    toggleTimesheetSafeMode(id: $id, safeMode: $safeMode) { ${TIMESHEET_FIELDS} }
  }
`);

export const UPDATE_TIMESHEET_WORKED_DAYS: TypedDocumentNode<
  { updateTimesheetWorkedDays: Timesheet },
  { id: string; workedDays: number }
> = gql(`
  mutation UpdateTimesheetWorkedDays($id: ID!, $workedDays: Float!) {
    updateTimesheetWorkedDays(id: $id, workedDays: $workedDays) { ${TIMESHEET_FIELDS} }
  }
`);

export const VALIDATE_TIMESHEET: TypedDocumentNode<
  { validateTimesheet: Timesheet },
  { id: string; workedDays?: number | null }
> = gql(`
  mutation ValidateTimesheet($id: ID!, $workedDays: Float) {
    validateTimesheet(id: $id, workedDays: $workedDays) { ${TIMESHEET_FIELDS} }
  }
`);

const silent = { context: { silent: true }, errorPolicy: 'all' } as const;
const refetchLists = ['MissionWorkLogs', 'MyWorkLogs', 'CompanyWorkLogs', 'PayTracker'];

export const useMissionWorkLogs = (missionId: string) =>
  useQuery(MISSION_WORK_LOGS, { variables: { missionId }, fetchPolicy: 'cache-and-network', ...silent });
export const useMyWorkLogs = () => useQuery(MY_WORK_LOGS, { fetchPolicy: 'cache-and-network', ...silent });
export const useCompanyWorkLogs = () => useQuery(COMPANY_WORK_LOGS, { fetchPolicy: 'cache-and-network', ...silent });

// The pay tracker's months (no id, not normalized) show the days a save declares: it is read again, when shown.
export const useUpdateWorkLog = () => useMutation(UPDATE_WORK_LOG, { ...silent, refetchQueries: ['PayTracker'] });
export const useMoveWorkLog = (action: WorkLogAction) =>
  useMutation(moveDocuments[action], { ...silent, refetchQueries: refetchLists });
export const useToggleTimesheetSafeMode = () =>
  useMutation(TOGGLE_TIMESHEET_SAFE_MODE, { ...silent, refetchQueries: refetchLists });
export const useUpdateTimesheetWorkedDays = () => useMutation(UPDATE_TIMESHEET_WORKED_DAYS, silent);
export const useValidateTimesheet = () => useMutation(VALIDATE_TIMESHEET, { ...silent, refetchQueries: refetchLists });
