import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderForTeam } from '../activity/test-render';
import { MARK_TIP_AS_READ, TEAM_TIPS, TeamTip } from './team-tip';

function mocks(tips: Record<string, boolean>, calls: string[]) {
  return [
    {
      request: { query: TEAM_TIPS },
      result: {
        data: { me: { __typename: 'User', id: '7', teamMember: { __typename: 'TeamMember', id: '3', tips } } },
      },
    },
    {
      request: { query: MARK_TIP_AS_READ, variables: { tip: 'funnelDragDrop' } },
      delay: 400,
      result: () => {
        calls.push('funnelDragDrop');
        return {
          data: { markTipAsRead: { __typename: 'TeamMember', id: '3', tips: { ...tips, funnelDragDrop: true } } },
        };
      },
    },
  ];
}

describe('a team tip', () => {
  it('disappears at once when dismissed and saves the dismissal', async () => {
    const calls: string[] = [];
    renderForTeam(<TeamTip tip="funnelDragDrop" />, mocks({}, calls));
    expect(await screen.findByText('Astuce : glisser-déposer')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Compris' }));
    // Hidden before the server answers (its answer takes 400 ms here).
    await waitFor(() => expect(screen.queryByText('Astuce : glisser-déposer')).not.toBeInTheDocument(), {
      timeout: 300,
    });
    await waitFor(() => expect(calls).toEqual(['funnelDragDrop']));
  });

  it('stays hidden once dismissed', async () => {
    renderForTeam(<TeamTip tip="funnelDragDrop" />, mocks({ funnelDragDrop: true }, []));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Astuce : glisser-déposer')).not.toBeInTheDocument();
  });
});
