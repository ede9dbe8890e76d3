import { describe, expect, it } from 'vitest';
import {
  allowedWorkLogActions,
  canEditWorkLogOf,
  canReadTimesheet,
  canReadWorkLogs,
  workLogMoveFor,
} from './work-logs.policy';

const deal = { companyId: 7, freelanceId: 3 };
const team = { role: 'teamMember' as const, companyId: null, freelanceId: null };
const client = { role: 'corporate' as const, companyId: 7, freelanceId: null };
const otherClient = { role: 'corporate' as const, companyId: 8, freelanceId: null };
const freelancer = { role: 'freelancer' as const, companyId: null, freelanceId: 3 };
const otherFreelancer = { role: 'freelancer' as const, companyId: null, freelanceId: 4 };
const signedOut = { role: null, companyId: null, freelanceId: null };

describe('work logs policy', () => {
  it('lets the team, the deal company and the deal freelancer read, nobody else', () => {
    expect(canReadWorkLogs(team, deal)).toBe(true);
    expect(canReadWorkLogs(client, deal)).toBe(true);
    expect(canReadWorkLogs(freelancer, deal)).toBe(true);
    expect(canReadWorkLogs(otherClient, deal)).toBe(false);
    expect(canReadWorkLogs(otherFreelancer, deal)).toBe(false);
    expect(canReadWorkLogs(signedOut, deal)).toBe(false);
  });

  it('never lets the client edit, even a draft of its own company', () => {
    expect(canEditWorkLogOf(client, deal, 'draft')).toBe(false);
    expect(canEditWorkLogOf(freelancer, deal, 'draft')).toBe(true);
    expect(canEditWorkLogOf(team, deal, 'draft')).toBe(true);
    expect(canEditWorkLogOf(freelancer, deal, 'submitted')).toBe(false);
    expect(canEditWorkLogOf(otherFreelancer, deal, 'draft')).toBe(false);
  });

  it('offers each side its own moves', () => {
    expect(allowedWorkLogActions(freelancer, deal, 'draft')).toEqual(['submit']);
    expect(allowedWorkLogActions(freelancer, deal, 'submitted')).toEqual(['withdraw']);
    expect(allowedWorkLogActions(client, deal, 'submitted')).toEqual(['validate', 'contest']);
    expect(allowedWorkLogActions(client, deal, 'draft')).toEqual([]);
    expect(allowedWorkLogActions(team, deal, 'submitted')).toEqual(['validate', 'contest', 'skip']);
    expect(allowedWorkLogActions(team, deal, 'validated')).toEqual(['lock']);
    expect(allowedWorkLogActions(team, deal, 'skipped')).toEqual(['reopen']);
    expect(allowedWorkLogActions(otherClient, deal, 'submitted')).toEqual([]);
  });

  it('refuses the freelancer validating their own report and the client withdrawing it', () => {
    expect(workLogMoveFor(freelancer, deal, 'submitted', 'validate')).toBeNull();
    expect(workLogMoveFor(client, deal, 'submitted', 'withdraw')).toBeNull();
    expect(workLogMoveFor(client, deal, 'submitted', 'contest')?.to).toBe('draft');
  });

  it('keeps the timesheet from the freelancer', () => {
    expect(canReadTimesheet(freelancer, deal)).toBe(false);
    expect(canReadTimesheet(client, deal)).toBe(true);
    expect(canReadTimesheet(otherClient, deal)).toBe(false);
    expect(canReadTimesheet(team, deal)).toBe(true);
  });
});
