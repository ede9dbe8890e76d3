import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PipelineTimeline } from './pipeline-timeline';
import { matchOf, meetingOf } from './test-fixtures';
import { renderWith } from './test-render';

const states = () =>
  Array.from(document.querySelectorAll('[data-state]')).map((item) => item.getAttribute('data-state'));

describe('the pipeline timeline', () => {
  it('highlights the current stage with what it means, the earlier ones done', () => {
    renderWith(
      <PipelineTimeline
        match={matchOf('1', '5', 'corporateValidation', 'datePicking', {
          meeting: meetingOf('proposed', [{ id: '21', dateTime: '2026-11-24T09:00:00.000Z' }]),
        })}
      />,
    );
    const current = document.querySelector('[aria-current="step"]');
    expect(current).toHaveTextContent('Choix du créneau');
    expect(current).toHaveTextContent('Le client vous propose des créneaux : choisissez-en un.');
    expect(document.querySelectorAll('[data-state="done"]')).toHaveLength(4);
    expect(screen.getByText('Terminée').closest('[data-state]')).toHaveAttribute('data-state', 'upcoming');
  });

  it('ends an application the freelancer withdrew on a red exit', () => {
    renderWith(<PipelineTimeline match={matchOf('2', '6', 'freelanceApplicationCancelled', 'refusedByFreelance')} />);
    // Matching and Candidat passed, then the exit: the later stages are not shown.
    expect(states()).toEqual(['done', 'done', 'exit']);
    expect(screen.getByText('Candidat').closest('[data-state]')).toHaveAttribute('data-state', 'done');
    expect(document.querySelector('[aria-current="step"]')).toHaveTextContent('Déclinée par vous');
    expect(screen.queryByText('Terminée')).toBeNull();
  });

  it('shows a profile not retained after its meeting, and a mission under way', () => {
    renderWith(
      <PipelineTimeline
        match={matchOf('3', '7', 'corporateDeclined', 'refused', {
          presentedAt: '2026-11-01T10:00:00Z',
          meeting: meetingOf('done', []),
        })}
      />,
    );
    expect(document.querySelectorAll('[data-state="done"]')).toHaveLength(7);
    expect(document.querySelector('[data-state="exit"]')).toHaveTextContent('Non retenu');
  });

  it('marks a mission under way as the current stage', () => {
    renderWith(<PipelineTimeline match={matchOf('4', '8', 'corporateConfirmed', 'onGoing')} />);
    expect(document.querySelector('[aria-current="step"]')).toHaveTextContent('En mission');
  });
});
