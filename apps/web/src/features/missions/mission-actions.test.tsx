import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderForTeam } from '../activity/test-render';
import { MissionActions } from './mission-actions';
import type { MissionDetail } from './mission-operations';

const mission = (
  status: string,
  allowedMoves: { to: string; reason: string | null }[],
  deal: { status: string } | null = null,
) =>
  ({
    id: '63',
    status,
    hash: null,
    allowedMoves,
    viewerCan: { edit: false, duplicate: false, share: false },
    deal,
  }) as unknown as MissionDetail;

const variantOf = (name: string) => screen.getByRole('button', { name }).getAttribute('data-variant');

/** The actions of a mission to validate offering these moves, as this viewer sees them. */
const renderActions = (moves: { to: string; reason: string | null }[], viewer: 'teamMember' | 'corporate') =>
  renderForTeam(<MissionActions mission={mission('toValidate', moves)} viewer={viewer} onReload={() => {}} />);

const reopen = { to: 'notFinalized', reason: null };
const refuse = { to: 'refused', reason: 'refusal' };

describe('MissionActions', () => {
  it('fills the move that takes the mission forward, never a step back nor a closing', () => {
    renderActions([reopen, refuse, { to: 'seeking', reason: null }], 'teamMember');
    expect(variantOf('Valider')).toBe('filled');
    expect(variantOf('Repasser en brouillon')).toBe('default');
  });

  it('fills nothing when the only moves go back or close the mission', () => {
    renderActions([reopen, refuse], 'corporate');
    expect(variantOf('Repasser en brouillon')).toBe('default');
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('data-variant'))).not.toContain('filled');
  });

  describe('starting a mission in contracting', () => {
    const start = { to: 'onGoing', reason: null };
    const renderContracting = (deal: { status: string } | null) =>
      renderForTeam(
        <MissionActions
          mission={mission(
            'quotation',
            [start, { to: 'seeking', reason: null }, { to: 'failed', reason: 'failure' }],
            deal,
          )}
          viewer="teamMember"
          onReload={() => {}}
        />,
      );

    it('is not the main action while the contract awaits its signatures, and the confirmation says why', async () => {
      renderContracting({ status: 'signing' });
      expect(variantOf('Démarrer la mission')).toBe('default');
      // Nor is going back to the search: nothing is filled.
      expect(variantOf('Revenir en recherche')).toBe('default');
      fireEvent.click(screen.getByRole('button', { name: 'Démarrer la mission' }));
      expect(await screen.findByText(/ne sont pas encore tous signés/)).toBeInTheDocument();
      expect(screen.getByText('Démarrer la mission avant les signatures')).toBeInTheDocument();
      expect(screen.queryByText('Le contrat est signé : la mission passe en cours.')).toBeNull();
    });

    it('is the main action once the contract is signed', () => {
      renderContracting({ status: 'signed' });
      expect(variantOf('Démarrer la mission')).toBe('filled');
    });
  });
});
