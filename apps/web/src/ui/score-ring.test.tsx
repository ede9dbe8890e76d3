import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScoreRing } from './score-ring';

describe('ScoreRing', () => {
  it('draws the score as the share of the ring, with its label and accessible name', () => {
    const { container } = render(
      <ScoreRing value={25} size={110} thickness={10} color="orbite" label="25 %" aria-label="Profil complet à 25 %" />,
    );
    expect(screen.getByRole('img', { name: 'Profil complet à 25 %' }).textContent).toBe('25 %');
    const [track, arc] = [...container.querySelectorAll('circle')];
    const radius = (110 * 0.9 - 20) / 2;
    expect(Number(track?.getAttribute('r'))).toBeCloseTo(radius);
    const [filled, rest] = (arc?.getAttribute('stroke-dasharray') ?? '').split(' ').map(Number);
    expect(filled).toBeCloseTo((2 * Math.PI * radius) / 4);
    expect(rest).toBeCloseTo((3 * 2 * Math.PI * radius) / 4);
    expect(arc?.getAttribute('style')).toContain('var(--mantine-color-orbite-filled)');
  });

  it('draws only the track at 0 and keeps a value above 100 to a full ring', () => {
    const empty = render(<ScoreRing value={0} size={64} thickness={7} color="success" label="0 %" />);
    expect(empty.container.querySelectorAll('circle')).toHaveLength(1);
    expect(empty.container.querySelector('[role="img"]')).toBeNull();
    const full = render(<ScoreRing value={130} size={64} thickness={7} color="success" label="100 %" />);
    const [filled, rest] = (full.container.querySelectorAll('circle')[1]?.getAttribute('stroke-dasharray') ?? '')
      .split(' ')
      .map(Number);
    expect(filled).toBeGreaterThan(0);
    expect(rest).toBeCloseTo(0);
  });
});
