import { ENDORSEMENT_LINK_DAYS } from '@orbite/domain/endorsements';
import type { Mail } from '../../platform/mailer';
import { escapeHtml } from '../notifications/notification-wording';

/** The French mail carrying a referent's personal link `/freelancer/endorse/{token}`. */
export function endorsementRequestMail(input: {
  to: string;
  referentFirstName: string;
  freelancerName: string;
  experience: { title: string; companyName: string };
  link: string;
}): Mail {
  const hello = `Bonjour ${input.referentFirstName},`;
  const what = `${input.freelancerName} vous demande de recommander son expérience « ${input.experience.title} » chez ${input.experience.companyName}, sur son profil Orbite.`;
  const how =
    'Il suffit d’ouvrir ce lien, sans créer de compte : vous confirmez l’expérience (ou non) et pouvez ajouter quelques mots, qui seront affichés sur son profil avec votre nom et votre fonction.';
  const validity = `Ce lien vous est personnel et reste valable ${ENDORSEMENT_LINK_DAYS} jours. Si vous ne connaissez pas ${input.freelancerName}, ignorez ce message.`;
  return {
    to: input.to,
    subject: `${input.freelancerName} vous demande une recommandation`,
    text: [hello, '', what, how, '', input.link, '', validity, '', 'L’équipe Orbite'].join('\n'),
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(what)}</p>`,
      `<p>${escapeHtml(how)}</p>`,
      `<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#4c6ef5;color:#fff;text-decoration:none;font-weight:600">Répondre à la demande</a></p>`,
      `<p>Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br>${escapeHtml(input.link)}</p>`,
      `<p>${escapeHtml(validity)}</p>`,
      '<p>L’équipe Orbite</p>',
    ].join(''),
  };
}
