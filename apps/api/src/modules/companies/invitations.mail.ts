import type { CorporateRole } from '@orbite/domain/roles';
import type { Mail } from '../../platform/mailer';

export const INVITATION_DAYS = 7;

const roleLabel: Record<CorporateRole, string> = { admin: 'administrateur', manager: 'manager' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The French mail carrying the single-use link `/enterprise/join/{token}`. */
export function invitationMail(input: {
  to: string;
  firstName: string | null;
  inviterName: string;
  companyName: string;
  role: CorporateRole;
  link: string;
}): Mail {
  const hello = input.firstName ? `Bonjour ${input.firstName},` : 'Bonjour,';
  const what = `${input.inviterName} vous invite à rejoindre l’espace de ${input.companyName} sur Orbite en tant que ${roleLabel[input.role]}.`;
  const validity = `Ce lien est personnel, valable ${INVITATION_DAYS} jours et ne sert qu’une fois.`;
  const html = [
    `<p>${escapeHtml(hello)}</p>`,
    `<p>${escapeHtml(what)}</p>`,
    `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#4c6ef5;color:#fff;text-decoration:none;font-weight:600">Rejoindre ${escapeHtml(input.companyName)}</a></p>`,
    `<p>Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br>${escapeHtml(input.link)}</p>`,
    `<p>${escapeHtml(validity)} Si vous ne vous attendiez pas à cette invitation, ignorez ce message.</p>`,
    '<p>L’équipe Orbite</p>',
  ].join('');
  return {
    to: input.to,
    subject: `${input.inviterName} vous invite à rejoindre ${input.companyName} sur Orbite`,
    text: [
      hello,
      '',
      what,
      'Créez votre compte en ouvrant ce lien :',
      input.link,
      '',
      validity,
      'Si vous ne vous attendiez pas à cette invitation, ignorez ce message.',
      '',
      'L’équipe Orbite',
    ].join('\n'),
    html,
  };
}
