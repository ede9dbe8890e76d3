import type { WorkLog } from './work-log-operations';

/** A May 2026 draft of a full-time mission, for the work logs' component tests: `overrides` change it. */
export function mayWorkLog(overrides: Partial<WorkLog> = {}): WorkLog & { __typename: string } {
  return {
    __typename: 'WorkLog',
    id: '31',
    month: '2026-05',
    status: 'draft',
    entries: [{ day: '2026-05-04', days: 1 }],
    totalDays: 1,
    expectedDays: 19,
    comment: null,
    statusComment: null,
    submittedAt: null,
    validatedAt: null,
    revision: 3,
    viewerCanEdit: true,
    allowedMoves: ['submit'],
    fileUrl: '/work-log-files/31.pdf',
    deal: {
      id: '5',
      missionId: '9',
      version: 1,
      startDate: '2026-05-01',
      endDate: '2026-12-31',
      daysPerWeek: 5,
      missionTitle: 'Refonte du back-office',
      companyName: 'Pivot Finance SAS',
      freelanceName: 'Karim Benali',
    },
    timesheet: null,
    ...overrides,
  };
}
