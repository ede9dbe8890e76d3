import { describe, expect, it } from 'vitest';
import {
  allowedWorkLogMoves,
  canEditWorkLog,
  canGenerateInvoices,
  canMoveTimesheet,
  canMoveWorkLog,
  canToggleSafeMode,
  type TimesheetStatus,
  timesheetMove,
  timesheetMoves,
  timesheetSafeModeEvents,
  timesheetStatuses,
  timesheetStatusFromWorkLogs,
  type WorkLogActor,
  type WorkLogStatus,
  workLogMove,
  workLogMoves,
  workLogStatuses,
} from './work-log';

const actors: WorkLogActor[] = ['freelance', 'corporate', 'teamMember', 'system'];

/** The work log machine written out once more: "from>to" -> "actors=event". */
const expectedWorkLog: Record<string, string[]> = {
  'null>draft': ['system teamMember=work_log_created'],
  'draft>submitted': ['freelance teamMember=work_log_submitted'],
  'submitted>draft': ['freelance=work_log_withdrawn', 'corporate teamMember=work_log_contested'],
  'submitted>validated': ['corporate teamMember=work_log_cra_validated'],
  'validated>locked': ['teamMember system=work_log_locked'],
  'locked>paid': ['teamMember system=work_log_paid'],
  'draft>skipped': ['teamMember=work_log_skipped'],
  'submitted>skipped': ['teamMember=work_log_skipped'],
  'skipped>draft': ['teamMember=work_log_reopened_after_skip'],
};

describe('work log machine', () => {
  it('has exactly the designed moves, with who makes them and what they record', () => {
    const actual: Record<string, string[]> = {};
    for (const move of workLogMoves) {
      const key = `${move.from}>${move.to}`;
      actual[key] = [...(actual[key] ?? []), `${move.actors.join(' ')}=${move.event}`];
    }
    expect(actual).toEqual(expectedWorkLog);
  });

  it('records one of the spec events (created, updated, submitted, locked, paid, skipped, reopened after skip)', () => {
    const events = new Set(workLogMoves.map((move) => move.event));
    for (const event of [
      'work_log_created',
      'work_log_submitted',
      'work_log_locked',
      'work_log_paid',
      'work_log_skipped',
      'work_log_reopened_after_skip',
    ])
      expect(events.has(event)).toBe(true);
  });

  it('refuses every move that is not in the design, for every actor', () => {
    for (const from of [null, ...workLogStatuses] as (WorkLogStatus | null)[])
      for (const to of workLogStatuses)
        for (const actor of actors) {
          const designed = (expectedWorkLog[`${from}>${to}`] ?? []).some((entry) =>
            entry.split('=')[0]!.split(' ').includes(actor),
          );
          expect(canMoveWorkLog(from, to, actor), `${from}>${to} by ${actor}`).toBe(designed);
        }
  });

  it('tells the freelancer withdrawal from the client contest on the same pair of statuses', () => {
    expect(workLogMove('submitted', 'draft', 'freelance')?.event).toBe('work_log_withdrawn');
    expect(workLogMove('submitted', 'draft', 'freelance')?.reason).toBeUndefined();
    expect(workLogMove('submitted', 'draft', 'corporate')?.event).toBe('work_log_contested');
    expect(workLogMove('submitted', 'draft', 'corporate')?.reason).toBe('contest');
    expect(workLogMove('submitted', 'draft', 'teamMember')?.reason).toBe('contest');
  });

  it('never lets the freelancer validate their own report, nor the client submit it', () => {
    expect(canMoveWorkLog('submitted', 'validated', 'freelance')).toBe(false);
    expect(canMoveWorkLog('draft', 'submitted', 'corporate')).toBe(false);
    expect(canMoveWorkLog('draft', 'skipped', 'corporate')).toBe(false);
    expect(canMoveWorkLog('validated', 'locked', 'corporate')).toBe(false);
  });

  it('asks a reason to skip', () => {
    expect(workLogMove('draft', 'skipped', 'teamMember')?.reason).toBe('skip');
    expect(workLogMove('submitted', 'skipped', 'teamMember')?.reason).toBe('skip');
  });

  it('lists the moves each actor may make from a status', () => {
    const to = (from: WorkLogStatus, actor: WorkLogActor) => allowedWorkLogMoves(from, actor).map((m) => m.to);
    expect(to('draft', 'freelance')).toEqual(['submitted']);
    expect(to('draft', 'corporate')).toEqual([]);
    expect(to('draft', 'teamMember')).toEqual(['submitted', 'skipped']);
    expect(to('submitted', 'freelance')).toEqual(['draft']);
    expect(to('submitted', 'corporate')).toEqual(['validated', 'draft']);
    expect(to('submitted', 'teamMember')).toEqual(['validated', 'draft', 'skipped']);
    expect(to('validated', 'teamMember')).toEqual(['locked']);
    expect(to('skipped', 'teamMember')).toEqual(['draft']);
    expect(to('paid', 'teamMember')).toEqual([]);
  });

  it('lets only the freelancer or the team edit, and only a draft', () => {
    for (const status of workLogStatuses)
      for (const actor of actors)
        expect(canEditWorkLog(status, actor), `${status} by ${actor}`).toBe(
          status === 'draft' && (actor === 'freelance' || actor === 'teamMember'),
        );
  });
});

describe('timesheet machine', () => {
  it('has the designed moves and records the spec events', () => {
    expect(timesheetMoves.map((m) => `${m.from}>${m.to}=${m.actors.join(' ')}:${m.event}`)).toEqual([
      'null>open=system:timesheet_updated',
      'open>submitted=system:timesheet_submitted',
      'submitted>open=system:timesheet_updated',
      'submitted>craValidated=system:timesheet_cra_validated',
      'craValidated>validated=teamMember system:timesheet_validated',
      'validated>invoiced=teamMember system:timesheet_invoice_generated',
      'invoiced>synced=teamMember system:timesheet_synced',
    ]);
    expect(timesheetSafeModeEvents).toEqual({ on: 'timesheet_safe_mode_on', off: 'timesheet_safe_mode_off' });
  });

  it('keeps the moves up to the client validation to the platform', () => {
    for (const actor of ['freelance', 'corporate', 'teamMember'] as const) {
      expect(canMoveTimesheet('open', 'submitted', actor, false)).toBe(false);
      expect(canMoveTimesheet('submitted', 'craValidated', actor, false)).toBe(false);
    }
    expect(canMoveTimesheet('open', 'submitted', 'system', false)).toBe(true);
    expect(canMoveTimesheet('submitted', 'craValidated', 'system', true)).toBe(true);
  });

  it('stops the platform past the client validation in safe mode, not the team', () => {
    expect(canMoveTimesheet('craValidated', 'validated', 'system', false)).toBe(true);
    expect(canMoveTimesheet('craValidated', 'validated', 'system', true)).toBe(false);
    expect(canMoveTimesheet('craValidated', 'validated', 'teamMember', true)).toBe(true);
    expect(canMoveTimesheet('validated', 'invoiced', 'system', true)).toBe(false);
    expect(canMoveTimesheet('validated', 'invoiced', 'teamMember', true)).toBe(true);
    expect(canMoveTimesheet('invoiced', 'synced', 'system', true)).toBe(false);
    expect(timesheetMove('craValidated', 'validated', 'system', false)?.event).toBe('timesheet_validated');
  });

  it('never lets the freelancer or the client move a timesheet', () => {
    for (const from of [null, ...timesheetStatuses] as (TimesheetStatus | null)[])
      for (const to of timesheetStatuses)
        for (const actor of ['freelance', 'corporate'] as const)
          for (const safe of [false, true]) expect(canMoveTimesheet(from, to, actor, safe)).toBe(false);
  });

  it('refuses skipping steps', () => {
    expect(canMoveTimesheet('open', 'validated', 'teamMember', false)).toBe(false);
    expect(canMoveTimesheet('open', 'craValidated', 'system', false)).toBe(false);
    expect(canMoveTimesheet('submitted', 'invoiced', 'system', false)).toBe(false);
    expect(canMoveTimesheet('validated', 'craValidated', 'teamMember', false)).toBe(false);
  });

  it('lets only the team toggle safe mode', () => {
    expect(actors.filter(canToggleSafeMode)).toEqual(['teamMember']);
  });

  it('generates invoices only from a validated timesheet, once', () => {
    expect(timesheetStatuses.filter(canGenerateInvoices)).toEqual(['validated']);
  });
});

describe('timesheetStatusFromWorkLogs', () => {
  it('follows the work logs of its month', () => {
    expect(timesheetStatusFromWorkLogs(['draft'])).toBe('open');
    expect(timesheetStatusFromWorkLogs(['submitted'])).toBe('submitted');
    expect(timesheetStatusFromWorkLogs(['validated'])).toBe('craValidated');
    expect(timesheetStatusFromWorkLogs(['locked'])).toBe('craValidated');
    expect(timesheetStatusFromWorkLogs(['paid'])).toBe('craValidated');
  });

  it('waits for the slowest work log and leaves skipped ones aside', () => {
    expect(timesheetStatusFromWorkLogs(['validated', 'draft'])).toBe('open');
    expect(timesheetStatusFromWorkLogs(['validated', 'submitted'])).toBe('submitted');
    expect(timesheetStatusFromWorkLogs(['submitted', 'draft'])).toBe('open');
    expect(timesheetStatusFromWorkLogs(['skipped', 'validated'])).toBe('craValidated');
  });

  it('has nothing to invoice without work logs or when all are skipped', () => {
    expect(timesheetStatusFromWorkLogs([])).toBeNull();
    expect(timesheetStatusFromWorkLogs(['skipped', 'skipped'])).toBeNull();
  });
});
