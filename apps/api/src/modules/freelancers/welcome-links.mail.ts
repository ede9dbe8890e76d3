import { SIGNUP_HUNTING_LINK_DAYS } from '@orbite/domain/signup-hunting';
import type { Mail } from '../../platform/mailer';
import { escapeHtml } from '../notifications/notification-wording';

/** The French mail carrying a pre-user's welcome link `/freelancer/welcome/{token}`. */
export function welcomeLinkMail(input: { to: string; firstName: string; link: string }): Mail {
  const hello = `Bonjour ${input.firstName},`;
  const what =
    'L’équipe Orbite a repéré votre parcours et vous a préparé un profil de freelance : vos compétences et vos expériences y sont déjà.';
  const how =
    'Ouvrez ce lien pour le découvrir, choisir votre mot de passe et recevoir des missions qui vous correspondent. Vous pourrez tout compléter ou corriger ensuite.';
  const validity = `Ce lien vous est personnel, fonctionne une fois et reste valable ${SIGNUP_HUNTING_LINK_DAYS} jours. Si ce message ne vous concerne pas, ignorez-le : sans réponse, aucun compte n’est activé.`;
  return {
    to: input.to,
    subject: 'Votre profil Orbite vous attend',
    text: [hello, '', what, how, '', input.link, '', validity, '', 'L’équipe Orbite'].join('\n'),
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(what)}</p>`,
      `<p>${escapeHtml(how)}</p>`,
      `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#4c6ef5;color:#fff;text-decoration:none;font-weight:600">Découvrir mon profil</a></p>`,
      `<p>Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br>${escapeHtml(input.link)}</p>`,
      `<p>${escapeHtml(validity)}</p>`,
      '<p>L’équipe Orbite</p>',
    ].join(''),
  };
}
