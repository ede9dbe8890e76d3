import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../freelancer-missions/test-render';
import { MissionDetails } from './mission-details';
import type { MissionDetail } from './mission-operations';

const mission = {
  id: '8',
  title: 'Ingénieur·e DevOps — migration vers Kubernetes',
  description: 'Migration vers Kubernetes.',
  status: 'onGoing',
  missingRating: null,
  company: { id: '1', name: 'Lumen Analytics', logoUrl: null },
  startDate: '2026-10-08',
  durationInDays: 55,
  estimatedEndDate: '2026-12-23',
  daysPerWeek: 5,
  retribution: 750,
  businessVolume: 41_250,
  skills: [],
  location: null,
  failureReasons: [],
  createdAt: '2026-08-19T07:30:00.000Z',
} as unknown as MissionDetail;

describe('MissionDetails', () => {
  it('gives the contract’s dates beside the request’s once signed (a renewal moved them)', () => {
    const deal = { id: '4', status: 'signed', startDate: '2026-10-08', endDate: '2027-01-06', durationInDays: 65 };
    renderWith(<MissionDetails mission={{ ...mission, deal }} viewer="corporate" />);
    expect(screen.getByText('Au contrat')).toBeInTheDocument();
    expect(screen.getByText(/au 6 janv\. 2027 \(65 jours de travail\)/)).toBeInTheDocument();
    // The request's own figures say they are the request's: two durations side by side read as a contradiction.
    expect(screen.getByText('Durée demandée')).toBeInTheDocument();
    expect(screen.getByText('Fin estimée à la demande')).toBeInTheDocument();
  });

  it('says nothing of a contract not signed yet', () => {
    const deal = { id: '4', status: 'signing', startDate: '2026-10-08', endDate: '2027-01-06', durationInDays: 65 };
    renderWith(<MissionDetails mission={{ ...mission, deal }} viewer="corporate" />);
    expect(screen.queryByText('Au contrat')).toBeNull();
    expect(screen.getByText('Durée')).toBeInTheDocument();
  });
});
