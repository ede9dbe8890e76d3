/**
 * What a notification says, in French, to whom: the same event reads differently for a client
 * (corporate), a freelancer and the team. Pure: the producer gathers the facts, this writes the
 * sentence as plain text and as safe HTML (only <strong>, every fact escaped).
 */
import type { NotificationCategory } from '@orbite/domain/enums';

export type NotificationAudience = 'corporate' | 'freelance' | 'team';

export interface WordingFacts {
  missionTitle?: string | null;
  freelanceName?: string | null;
  companyName?: string | null;
  /** A month already in words: "mars 2026". */
  month?: string | null;
  /** A date and time already in words: "mardi 3 mars à 14 h 00". */
  at?: string | null;
  invoiceNumber?: string | null;
  documentLabel?: string | null;
  comment?: string | null;
  /** The referent who recommended an experience, and the experience's title. */
  referentName?: string | null;
  experienceTitle?: string | null;
}

export interface Wording {
  text: string;
  html: string;
}

type Part = string | { strong: string };
type Template = (facts: WordingFacts) => Part[];

const mission = (f: WordingFacts): Part => ({ strong: f.missionTitle?.trim() || 'votre mission' });
const person = (f: WordingFacts): Part => ({ strong: f.freelanceName?.trim() || 'Un freelance' });
const elides = (word: string | null | undefined) => /^[aeiouyàâéèêëîïôûh]/i.test(word?.trim() ?? '');
/** « de mars 2026 », « d’octobre 2026 »: « de » before a word, elided before a vowel (mails too). */
export const frenchOf = (word: string) => `${elides(word) ? 'd’' : 'de '}${word}`;
/** "de mars 2026", "d’octobre 2026". */
const ofMonth = (f: WordingFacts): Part[] => {
  const month = f.month?.trim() ?? '';
  return [elides(month) ? 'd’' : 'de ', { strong: month }];
};
/** "de Julien Bernard", "d’Élodie Chevalier". */
const ofPerson = (f: WordingFacts): Part[] => [elides(f.freelanceName) ? 'd’' : 'de ', person(f)];
const forMission = (f: WordingFacts): Part[] => (f.missionTitle?.trim() ? [' pour ', mission(f)] : []);
const withComment = (f: WordingFacts): Part[] =>
  f.comment?.trim() ? [` : « ${f.comment.trim().slice(0, 200)} »`] : [];

const templates: Record<string, Partial<Record<NotificationAudience, Template>>> = {
  mission_validated: {
    corporate: (f) => ['Votre mission ', mission(f), ' est validée : nous recherchons vos profils.'],
    // Only for a Connect mission, to the qualified freelancers who fit it (notifications.producer.ts).
    freelance: (f) => [
      'Nouvelle mission Connect pour vous : ',
      mission(f),
      '. Votre candidature arrivera directement chez le client.',
    ],
  },
  mission_refused: { corporate: (f) => ['Votre mission ', mission(f), ' n’a pas été validée par notre équipe.'] },
  mission_draft_finalized: { corporate: (f) => ['La mission ', mission(f), ' attend votre approbation.'] },
  mission_created: { team: (f) => ['Nouvelle mission à valider : ', mission(f), '.'] },
  mission_approved: { team: (f) => ['Nouvelle mission à valider : ', mission(f), '.'] },
  match_proposed: { freelance: (f) => ['Une mission vous est proposée : ', mission(f), '.'] },
  match_presented: {
    corporate: (f) => ['Un profil vous est proposé pour ', mission(f), ' : ', person(f), '.'],
    freelance: (f) => ['Votre profil a été présenté au client pour ', mission(f), '.'],
  },
  match_applied: { team: (f) => [person(f), ' a postulé à la mission ', mission(f), '.'] },
  match_proposal_accepted: { team: (f) => [person(f), ' accepte la proposition pour la mission ', mission(f), '.'] },
  match_confirmed: {
    freelance: (f) => ['Le client a retenu votre profil pour ', mission(f), ' !'],
    team: (f) => ['Le client a retenu ', person(f), ' pour ', mission(f), '.'],
  },
  match_declined_by_corporate: {
    freelance: (f) => ['Le client n’a pas retenu votre profil pour ', mission(f), '.'],
    team: (f) => ['Le client n’a pas retenu ', person(f), ' pour ', mission(f), '.'],
  },
  meeting_slots_proposed: {
    freelance: (f) => ['Le client vous propose des créneaux de rendez-vous pour ', mission(f), '.'],
    team: (f) => ['Des créneaux de rendez-vous sont proposés à ', person(f), ' pour ', mission(f), '.'],
  },
  meeting_booked: {
    corporate: (f) => ['Rendez-vous confirmé avec ', person(f), ' pour ', mission(f), ...at(f), '.'],
    freelance: (f) => ['Votre rendez-vous pour ', mission(f), ' est confirmé', ...at(f), '.'],
    team: (f) => ['Rendez-vous réservé entre ', person(f), ' et le client pour ', mission(f), ...at(f), '.'],
  },
  meeting_rescheduled: {
    corporate: (f) => ['Le rendez-vous avec ', person(f), ' pour ', mission(f), ' est à reprogrammer.'],
    freelance: (f) => ['Votre rendez-vous pour ', mission(f), ' est déplacé : choisissez un nouveau créneau.'],
  },
  meeting_reschedule_requested: {
    corporate: (f) => [person(f), ' demande d’autres créneaux de rendez-vous pour ', mission(f), '.'],
    team: (f) => [person(f), ' demande d’autres créneaux de rendez-vous pour ', mission(f), '.'],
  },
  deal_terms_sent: {
    corporate: (f) => ['Les conditions du contrat de ', person(f), ' pour ', mission(f), ' attendent votre accord.'],
    freelance: (f) => ['Les conditions de votre contrat pour ', mission(f), ' attendent votre accord.'],
  },
  deal_terms_change_requested: {
    team: (f) => ['Une modification des conditions est demandée pour ', mission(f), ...withComment(f), '.'],
  },
  deal_signing_started: {
    corporate: (f) => ['Le contrat ', ...ofPerson(f), ' pour ', mission(f), ' est prêt à être signé.'],
    freelance: (f) => ['Votre contrat pour ', mission(f), ' est prêt à être signé.'],
  },
  deal_signed: {
    corporate: (f) => ['Le contrat ', ...ofPerson(f), ' pour ', mission(f), ' est signé.'],
    freelance: (f) => ['Votre contrat pour ', mission(f), ' est signé : bonne mission !'],
    team: (f) => ['Le contrat ', ...ofPerson(f), ' pour ', mission(f), ' est signé.'],
  },
  deal_renewal_asked: {
    corporate: (f) => ['La mission ', mission(f), ' se termine bientôt : souhaitez-vous la renouveler ?'],
    freelance: (f) => ['Votre mission ', mission(f), ' se termine bientôt : souhaitez-vous la poursuivre ?'],
  },
  deal_renewal_wanted: { team: (f) => ['Renouvellement souhaité pour ', mission(f), '.'] },
  deal_renewal_declined: { team: (f) => ['Fin de mission souhaitée pour ', mission(f), ' : pas de renouvellement.'] },
  work_log_submitted: {
    corporate: (f) => [
      'Le CRA ',
      ...ofMonth(f),
      ' ',
      ...ofPerson(f),
      ' pour ',
      mission(f),
      ' attend votre validation.',
    ],
  },
  work_log_cra_validated: {
    freelance: (f) => ['Votre CRA ', ...ofMonth(f), ' pour ', mission(f), ' est validé.'],
  },
  work_log_contested: {
    freelance: (f) => ['Votre CRA ', ...ofMonth(f), ' pour ', mission(f), ' est contesté', ...withComment(f), '.'],
  },
  invoice_issued: {
    corporate: (f) => ['Nouvelle facture ', { strong: f.invoiceNumber ?? '' }, ...forMission(f), '.'],
    freelance: (f) => ['Nouvelle facture ', { strong: f.invoiceNumber ?? '' }, ...forMission(f), '.'],
  },
  credit_note_issued: {
    corporate: (f) => ['Nouvel avoir ', { strong: f.invoiceNumber ?? '' }, ...forMission(f), '.'],
    freelance: (f) => ['Nouvel avoir ', { strong: f.invoiceNumber ?? '' }, ...forMission(f), '.'],
  },
  freelance_document_validated: {
    freelance: (f) => ['Votre document ', { strong: f.documentLabel ?? '' }, ' est validé.'],
  },
  freelance_endorsement_given: {
    freelance: (f) => [
      { strong: f.referentName ?? '' },
      ' a recommandé votre expérience ',
      { strong: f.experienceTitle ?? '' },
      ' : sa recommandation est sur votre profil.',
    ],
  },
  freelance_document_refused: {
    freelance: (f) => [
      'Votre document ',
      { strong: f.documentLabel ?? '' },
      ' est refusé : merci d’en déposer un nouveau.',
    ],
  },
};

function at(f: WordingFacts): Part[] {
  return f.at ? [' le ', { strong: f.at }] : [];
}

/** Aliases: events that read like another. */
const sameAs: Record<string, string> = { deal_signature_bypassed: 'deal_signed' };

const categoryPrefixes: [string, NotificationCategory][] = [
  ['mission_', 'missions'],
  ['match_', 'matches'],
  ['meeting_', 'meetings'],
  ['deal_', 'deals'],
  ['work_log_', 'workLogs'],
  ['invoice_', 'invoices'],
  ['credit_note_', 'invoices'],
  ['freelance_document_', 'documents'],
  ['freelance_endorsement_', 'account'],
  ['chat_', 'messages'],
];

/** The notification category of an event type (what the user ticks in their settings). */
export function notificationCategoryOf(type: string): NotificationCategory | null {
  return categoryPrefixes.find(([prefix]) => type.startsWith(prefix))?.[1] ?? null;
}

/** The event types with a wording for an audience: the producer notifies on these only. */
export function hasWording(type: string, audience: NotificationAudience): boolean {
  return Boolean(templates[sameAs[type] ?? type]?.[audience]);
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The sentence of an event for an audience, or null when that audience is not told about it. */
export function notificationWording(type: string, audience: NotificationAudience, facts: WordingFacts): Wording | null {
  const template = templates[sameAs[type] ?? type]?.[audience];
  if (!template) return null;
  const parts = template(facts);
  return {
    text: parts.map((p) => (typeof p === 'string' ? p : p.strong)).join(''),
    html: parts
      .map((p) => (typeof p === 'string' ? escapeHtml(p) : `<strong>${escapeHtml(p.strong)}</strong>`))
      .join(''),
  };
}

const documentLabels: Record<string, string> = {
  id: 'pièce d’identité',
  idSecondary: 'seconde pièce d’identité',
  kbis: 'extrait Kbis',
  bankAccountDetails: 'RIB',
  proofOfAddress: 'justificatif de domicile',
  insee: 'avis de situation INSEE',
  urssaf: 'attestation URSSAF',
  rcPro: 'attestation RC Pro',
  statuses: 'statuts',
  ownersList: 'liste des bénéficiaires',
};

export const documentLabelOf = (type: string | null | undefined) => (type ? (documentLabels[type] ?? type) : '');

const categoryLabels: Record<string, string> = {
  missions: 'Missions',
  matches: 'Profils et propositions',
  meetings: 'Rendez-vous',
  deals: 'Contrats',
  workLogs: 'Comptes rendus d’activité',
  invoices: 'Factures',
  documents: 'Documents',
  messages: 'Messages',
  account: 'Compte',
};

/** How a category is named in mails and on the unsubscribe page. */
export const categoryLabelOf = (category: string) => categoryLabels[category] ?? category;
