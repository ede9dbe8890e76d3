import { describe, expect, it } from 'vitest';
import { renderNotificationMail } from './notification-mail';
import { hasWording, notificationCategoryOf, notificationWording } from './notification-wording';

describe('notification wording', () => {
  it('tells the same match differently to the client and to the freelancer', () => {
    const facts = { missionTitle: 'Data engineer', freelanceName: 'Julien Bernard' };
    expect(notificationWording('match_presented', 'corporate', facts)?.text).toBe(
      'Un profil vous est proposé pour Data engineer : Julien Bernard.',
    );
    expect(notificationWording('match_proposed', 'freelance', facts)?.text).toBe(
      'Une mission vous est proposée : Data engineer.',
    );
    expect(notificationWording('match_proposed', 'corporate', facts)).toBeNull();
  });

  it('escapes the facts in the HTML form and keeps only <strong>', () => {
    const wording = notificationWording('mission_validated', 'corporate', {
      missionTitle: '<img src=x onerror=1> & co',
    });
    expect(wording?.html).toBe(
      'Votre mission <strong>&lt;img src=x onerror=1&gt; &amp; co</strong> est validée : nous recherchons vos profils.',
    );
    expect(wording?.text).toContain('<img src=x onerror=1> & co');
  });

  it('falls back on neutral words when a fact is missing', () => {
    expect(notificationWording('freelance_document_refused', 'freelance', { documentLabel: 'RIB' })?.text).toBe(
      'Votre document RIB est refusé : merci d’en déposer un nouveau.',
    );
    expect(notificationWording('mission_refused', 'corporate', {})?.text).toContain('votre mission');
    expect(notificationWording('deal_signature_bypassed', 'freelance', { missionTitle: 'X' })?.text).toContain(
      'est signé',
    );
  });

  it('writes natural French: elision before a vowel, no mission when unknown', () => {
    expect(
      notificationWording('work_log_submitted', 'corporate', {
        month: 'octobre 2026',
        missionTitle: 'M',
        freelanceName: 'Julien',
      })?.text,
    ).toBe('Le CRA d’octobre 2026 de Julien pour M attend votre validation.');
    expect(
      notificationWording('work_log_cra_validated', 'freelance', { month: 'mars 2026', missionTitle: 'M' })?.text,
    ).toBe('Votre CRA de mars 2026 pour M est validé.');
    expect(notificationWording('invoice_issued', 'corporate', { invoiceNumber: 'F-1' })?.text).toBe(
      'Nouvelle facture F-1.',
    );
  });

  it('files each event under the category the user ticks', () => {
    expect(notificationCategoryOf('mission_validated')).toBe('missions');
    expect(notificationCategoryOf('work_log_contested')).toBe('workLogs');
    expect(notificationCategoryOf('credit_note_issued')).toBe('invoices');
    expect(notificationCategoryOf('freelance_document_refused')).toBe('documents');
    expect(notificationCategoryOf('user_signed_in')).toBeNull();
    expect(hasWording('user_signed_in', 'team')).toBe(false);
  });
});

describe('notification mail', () => {
  const base = {
    to: 'a@b.fr',
    firstName: 'Sophie',
    origin: 'https://app.orbite.fr',
    unsubscribeUrls: { missions: 'https://app.orbite.fr/notifications/unsubscribe?token=t' },
  };
  const item = {
    category: 'missions',
    html: 'Mission <strong>X</strong>.',
    text: 'Mission X.',
    url: '/enterprise/missions/1',
  };

  it('renders one notification with a button and the one-click unsubscribe headers', () => {
    const mail = renderNotificationMail({ ...base, kind: 'single', items: [item] });
    expect(mail.subject).toBe('Orbite : Mission X');
    expect(mail.html).toContain('href="https://app.orbite.fr/enterprise/missions/1"');
    expect(mail.text).toContain('Ouvrir dans Orbite : https://app.orbite.fr/enterprise/missions/1');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': '<https://app.orbite.fr/notifications/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('lists several notifications in one digest', () => {
    const mail = renderNotificationMail({ ...base, kind: 'digest', items: [item, item, item] });
    expect(mail.subject).toBe('Orbite : 3 nouvelles notifications');
    expect(mail.text.match(/^- /gm)).toHaveLength(3);
  });
});
