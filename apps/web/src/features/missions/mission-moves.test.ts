import { describe, expect, it } from 'vitest';
import { missionActions } from './mission-moves';

describe('mission page actions', () => {
  it('names each allowed move by its event, forward moves first and closing ones last', () => {
    const actions = missionActions('toValidate', [
      { to: 'refused', reason: 'refusal' },
      { to: 'notFinalized', reason: null },
      { to: 'seeking', reason: null },
    ]);
    expect(actions.map((a) => [a.messageKey, a.destructive])).toEqual([
      ['mission_validated', false],
      ['mission_reopened_draft', false],
      ['mission_refused', true],
    ]);
  });

  it('tells a reopening to on-going from one back to the draft, and a revival to validation from one to matching', () => {
    expect(missionActions('finished', [{ to: 'onGoing', reason: null }])[0]?.messageKey).toBe('mission_reopened');
    expect(missionActions('refused', [{ to: 'toValidate', reason: null }])[0]?.messageKey).toBe(
      'mission_revived_validation',
    );
    expect(missionActions('failed', [{ to: 'seeking', reason: null }])[0]?.messageKey).toBe('mission_revived');
  });

  it('sends a draft through the submission, and drops a move the machine does not know', () => {
    const [submit] = missionActions('notFinalized', [{ to: 'toApprove', reason: null }]);
    expect(submit).toMatchObject({ event: 'mission_draft_finalized', submit: true });
    expect(missionActions('seeking', [{ to: 'reviewed', reason: null }])).toEqual([]);
  });
});
