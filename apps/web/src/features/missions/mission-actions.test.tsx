import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderForTeam } from '../activity/test-render';
import { MissionActions } from './mission-actions';
import type { MissionDetail } from './mission-operations';

const mission = (status: string, allowedMoves: { to: string; reason: string | null }[]) =>
  ({
    id: '63',
    status,
    hash: null,
    allowedMoves,
    viewerCan: { edit: false, duplicate: false, share: false },
  }) as unknown as MissionDetail;

const variantOf = (name: string) => screen.getByRole('button', { name }).getAttribute('data-variant');

describe('MissionActions', () => {
  it('fills the move that takes the mission forward, never a step back nor a closing', () => {
    renderForTeam(
      <MissionActions
        mission={mission('toValidate', [
          { to: 'notFinalized', reason: null },
          { to: 'refused', reason: 'refusal' },
          { to: 'seeking', reason: null },
        ])}
        viewer="teamMember"
        onReload={() => {}}
      />,
    );
    expect(variantOf('Valider')).toBe('filled');
    expect(variantOf('Repasser en brouillon')).toBe('default');
  });

  it('fills nothing when the only moves go back or close the mission', () => {
    renderForTeam(
      <MissionActions
        mission={mission('toValidate', [
          { to: 'notFinalized', reason: null },
          { to: 'refused', reason: 'refusal' },
        ])}
        viewer="corporate"
        onReload={() => {}}
      />,
    );
    expect(variantOf('Repasser en brouillon')).toBe('default');
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('data-variant'))).not.toContain('filled');
  });
});
