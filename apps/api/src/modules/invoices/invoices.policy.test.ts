import { describe, expect, it } from 'vitest';
import type { MarketCaller } from '../missions/missions.caller';
import { canCredit, canMarkPaid, canReadInvoice, canRemind } from './invoices.policy';

const base: MarketCaller = {
  actor: { userId: 1, impersonatorUserId: null },
  role: null,
  userId: 1,
  companyId: null,
  corporateRole: null,
  corporateId: null,
  freelanceId: null,
};
const team: MarketCaller = { ...base, role: 'teamMember' };
const client: MarketCaller = { ...base, role: 'corporate', companyId: 7, corporateRole: 'admin', corporateId: 3 };
const freelancer: MarketCaller = { ...base, role: 'freelancer', freelanceId: 9 };

const clientInvoice = { flow: 'platformToCorporate', companyId: 7, freelanceId: 9, status: 'issued', kind: 'invoice' };
const freelanceInvoice = { ...clientInvoice, flow: 'freelanceToPlatform' };

describe('invoices policy', () => {
  it('lets the team read everything', () => {
    expect(canReadInvoice(team, clientInvoice)).toBe(true);
    expect(canReadInvoice(team, freelanceInvoice)).toBe(true);
  });
  it('shows a client only the platform invoices of its company', () => {
    expect(canReadInvoice(client, clientInvoice)).toBe(true);
    expect(canReadInvoice(client, freelanceInvoice)).toBe(false);
    expect(canReadInvoice({ ...client, companyId: 8 }, clientInvoice)).toBe(false);
  });
  it('shows a freelancer only their own invoices, never the client invoice', () => {
    expect(canReadInvoice(freelancer, freelanceInvoice)).toBe(true);
    expect(canReadInvoice(freelancer, clientInvoice)).toBe(false);
    expect(canReadInvoice({ ...freelancer, freelanceId: 10 }, freelanceInvoice)).toBe(false);
    expect(canReadInvoice(base, clientInvoice)).toBe(false);
  });
  it('keeps payments, credit notes and reminders for the team', () => {
    expect(canMarkPaid(team, clientInvoice)).toBe(true);
    expect(canMarkPaid(client, clientInvoice)).toBe(false);
    expect(canMarkPaid(freelancer, freelanceInvoice)).toBe(false);
    expect(canMarkPaid(team, { ...clientInvoice, status: 'paid' })).toBe(false);
    expect(canCredit(team, { ...clientInvoice, status: 'paid' })).toBe(true);
    expect(canCredit(team, { ...clientInvoice, status: 'cancelled' })).toBe(false);
    expect(canCredit(team, { ...clientInvoice, kind: 'creditNote' })).toBe(false);
    expect(canRemind(team, clientInvoice)).toBe(true);
    expect(canRemind(team, freelanceInvoice)).toBe(false);
  });
});
