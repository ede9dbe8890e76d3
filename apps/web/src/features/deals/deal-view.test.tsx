import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../enterprise-matches/test-providers';
import { DealChecklist } from './deal-checklist';
import type { Deal } from './deal-operations';
import { DealSummary } from './deal-summary';
import { DealTermsForm } from './deal-terms-form';

const deal = (overrides: Partial<Deal> = {}): Deal => ({
  id: '4',
  missionId: '7',
  matchId: '12',
  version: 1,
  kind: 'initial',
  status: 'termsProposed',
  subStatus: 'canValidate',
  revision: 3,
  startDate: '2026-12-07',
  endDate: '2027-02-26',
  dailyRate: 600,
  clientDailyPrice: 705.88,
  freelanceDailyNet: 570,
  corporateFlatFee: 0,
  freelanceFlatFee: 0,
  commissions: {
    corporateRate: 0.15,
    corporateFlatFee: 0,
    freelanceRate: 0.05,
    freelanceFlatFee: 0,
    platformDailyMargin: 135.88,
  },
  termsDay: '2026-11-20',
  marginMode: 'share',
  durationInDays: 48,
  daysPerWeek: 4,
  renewable: 'possible',
  specificMentions: null,
  freelanceAcceptedAt: null,
  corporateAcceptedAt: null,
  pendingAcceptances: ['freelance', 'corporate'],
  validatedAt: null,
  signedAt: null,
  endedAt: null,
  cancelledAt: null,
  statusReason: null,
  bypasses: [],
  legalChecklist: [],
  kycComplete: true,
  specificMentionsPending: false,
  signingBlockers: [],
  viewerCan: {
    editTerms: true,
    sendTerms: false,
    accept: false,
    requestChange: false,
    validate: false,
    invalidate: false,
    bypass: true,
    cancel: true,
    terminate: false,
    extend: false,
  },
  renewal: {
    askedOn: null,
    open: false,
    freelanceAnswer: null,
    freelanceAnsweredAt: null,
    corporateAnswer: null,
    corporateAnsweredAt: null,
    pendingSides: ['freelance', 'corporate'],
    ongoingStatus: 'ongoing',
  },
  freelance: { id: '3', fullName: 'Élodie Chevalier' },
  company: { id: '2', name: 'Lumen Analytics' },
  mission: { id: '7', title: 'Data scientist NLP', status: 'quotation' },
  versions: [],
  ...overrides,
});

const text = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s/g, ' ');

describe('deal views', { timeout: 20_000 }, () => {
  it('shows each side only its own price', () => {
    const { unmount } = renderWithProviders(<DealSummary deal={deal()} viewer="corporate" />);
    expect(text('deal-client-price')).toContain('705,88');
    expect(screen.queryByTestId('deal-freelance-net')).toBeNull();
    expect(screen.queryByTestId('deal-daily-rate')).toBeNull();
    unmount();
    renderWithProviders(<DealSummary deal={deal()} viewer="freelance" />);
    expect(text('deal-freelance-net')).toContain('570,00');
    expect(screen.queryByTestId('deal-client-price')).toBeNull();
  });

  it('computes the client and freelancer prices as the team types, with the rule of the terms day', () => {
    renderWithProviders(<DealTermsForm deal={deal()} />);
    expect(text('live-client-price')).toContain('705,88');
    expect(screen.getByText(/la marge est une part du prix client/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Tarif journalier du freelance (HT)'), { target: { value: '500' } });
    expect(text('live-client-price')).toContain('588,24');
    expect(text('live-freelance-net')).toContain('475,00');
  });

  it('adds the margin to the rate for terms set before 1 October 2022', () => {
    renderWithProviders(<DealTermsForm deal={deal({ termsDay: '2022-09-15', dailyRate: 500 })} />);
    expect(text('live-client-price')).toContain('575,00');
    expect(screen.getByText(/la marge s’ajoute au tarif du freelance/)).toBeTruthy();
  });

  it('lists the missing legal fields with a link to the form that fills them', () => {
    renderWithProviders(
      <DealChecklist
        deal={deal({
          legalChecklist: [
            { party: 'person', field: 'birthDate', form: 'freelancePersonal' },
            { party: 'freelanceCompany', field: 'siret', form: 'freelanceCompany' },
          ],
          signingBlockers: ['freelanceLegalFields'],
        })}
        viewer="freelance"
        onBypass={() => {}}
      />,
    );
    expect(screen.getByRole('link', { name: 'Date de naissance' }).getAttribute('href')).toBe(
      '/freelancer/company#personal',
    );
    expect(screen.getByRole('link', { name: 'SIRET' }).getAttribute('href')).toBe('/freelancer/company');
    expect(screen.getByText('1 point bloquant')).toBeTruthy();
  });
});
