import { LATE_PENALTY_POINTS, RECOVERY_INDEMNITY_CENTS, VAT_EXEMPTION_MENTION } from '@orbite/domain/invoicing';
import { fromCents } from '@orbite/domain/money';
import { PDFDocument } from 'pdf-lib';
import { embedDejaVu } from '../../platform/pdf-fonts';
import type { AddressValue } from '../addresses/addresses.schema';
import {
  countryName,
  formatAddress,
  formatDay,
  formatEuros,
  formatSiret,
  legalFormLabel,
  workplaceLabel,
} from './contract-text';
import { PdfWriter } from './pdf-writer';
import type { PlatformIdentity } from './platform-identity';

const LATE_PAYMENT_RATE_POINTS = LATE_PENALTY_POINTS;
const LATE_PAYMENT_FIXED_INDEMNITY = fromCents(RECOVERY_INDEMNITY_CENTS);

/** The documents this generator writes (`documentsToSign` picks them for a deal). */
export type GeneratedContractType = 'frameworkContract' | 'missionOrder' | 'rider';

export interface ContractCompany {
  name: string;
  legalName: string | null;
  legalForm: string | null;
  siret: string | null;
  vatNumber: string | null;
  socialCapital: number | null;
  commercialCourt: string | null;
  headOfficeAddress: AddressValue | null;
}

/** Who signs a document: all three, or one side with the platform (that side's edition). */
export type ContractEdition = 'all' | 'corporate' | 'freelance';

export interface ContractData {
  type: GeneratedContractType;
  /** A mission order or rider exists in one edition per side, each stating only that side's price. */
  edition: ContractEdition;
  /** The deal's reference, e.g. "D-42-v1". */
  reference: string;
  issuedOn: string;
  platform: PlatformIdentity;
  platformSignatoryName: string;
  freelanceCompany: ContractCompany & { isVatSubject: boolean; activity: string | null; activityType: string | null };
  freelancePerson: { firstName: string; lastName: string; birthDate: string | null; nationalityIso: string | null };
  client: ContractCompany & { signatoryName: string | null; paymentDelay: number | null };
  mission: { title: string; description: string | null; workplace: string | null; location: AddressValue | null };
  deal: {
    version: number;
    kind: string;
    startDate: string;
    endDate: string;
    daysPerWeek: number;
    dailyRate: number;
    clientDailyPrice: number;
    freelanceDailyNet: number;
    specificMentions: string | null;
    /** For a rider: the end date it extends. */
    previousEndDate: string | null;
  };
}

export const contractTitles: Record<GeneratedContractType, string> = {
  frameworkContract: 'Contrat-cadre de prestation de services',
  missionOrder: 'Bon de commande de mission',
  rider: 'Avenant au bon de commande',
};

const companyLine = (company: ContractCompany, role: string) =>
  [
    `${company.legalName || company.name}, ${legalFormLabel(company.legalForm)}`,
    company.socialCapital ? ` au capital de ${formatEuros(company.socialCapital)}` : '',
    `, SIRET ${formatSiret(company.siret)}`,
    company.commercialCourt ? `, immatriculée au RCS de ${company.commercialCourt}` : '',
    `, dont le siège est situé ${formatAddress(company.headOfficeAddress)}`,
    company.vatNumber ? `, TVA intracommunautaire ${company.vatNumber}` : '',
    `, ci-après « ${role} ».`,
  ].join('');

function writeParties(w: PdfWriter, data: ContractData) {
  const { platform, freelanceCompany: fc, freelancePerson: person, client } = data;
  w.heading('Entre les soussignés');
  w.text(
    `${companyLine(
      {
        name: platform.name,
        legalName: platform.legalName,
        legalForm: platform.legalForm,
        siret: platform.siret,
        vatNumber: platform.vatNumber,
        socialCapital: platform.socialCapital,
        commercialCourt: platform.commercialCourt,
        headOfficeAddress: platform.address,
      },
      'la Plateforme',
    )} Représentée par ${data.platformSignatoryName}.`,
  );
  w.space(4);
  w.text(
    `${companyLine(client, 'le Client')}${client.signatoryName ? ` Représentée par ${client.signatoryName}.` : ''}`,
  );
  w.space(4);
  const vat = fc.isVatSubject ? '' : ` ${VAT_EXEMPTION_MENTION}.`;
  const kind = fc.activity === 'commercial' ? 'commerciale' : fc.activity === 'liberal' ? 'libérale' : null;
  const activity = [kind, fc.activityType].filter(Boolean).join(' : ');
  const born = person.birthDate ? `, né(e) le ${formatDay(person.birthDate)}` : '';
  const nationality = person.nationalityIso ? `, de nationalité : ${countryName(person.nationalityIso)}` : '';
  w.text(
    `${companyLine(fc, 'le Prestataire')}${activity ? ` Activité ${activity}.` : ''}${vat} Représentée par ${person.firstName} ${person.lastName}${born}${nationality}, qui réalise personnellement la mission.`,
  );
  w.space(4);
  w.text('Ci-après ensemble « les Parties ».', { muted: true });
}

const frameworkArticles = (data: ContractData): [string, string][] => [
  [
    'Article 1 – Objet',
    'Le présent contrat-cadre fixe les conditions dans lesquelles le Prestataire réalise, pour le Client et par l’intermédiaire de la Plateforme, des prestations de services intellectuels décrites dans des bons de commande. Chaque bon de commande signé par les Parties précise la mission, ses dates, son rythme et son prix.',
  ],
  [
    'Article 2 – Documents contractuels',
    'Les relations des Parties sont régies, par ordre de priorité décroissant : par les avenants, par les bons de commande, puis par le présent contrat-cadre. Aucune condition générale d’achat ou de vente d’une Partie ne s’applique sans l’accord écrit des autres.',
  ],
  [
    'Article 3 – Durée',
    `Le présent contrat-cadre prend effet à sa signature par toutes les Parties, le cas échéant au ${formatDay(data.deal.startDate)} au plus tôt pour la première mission, et est conclu pour une durée indéterminée. Chaque bon de commande est conclu pour la durée qu’il indique.`,
  ],
  [
    'Article 4 – Exécution et indépendance',
    'Le Prestataire exécute les missions en toute indépendance, avec ses propres méthodes et sous sa seule responsabilité, sans lien de subordination avec le Client ni avec la Plateforme. Il organise librement son temps de travail dans le respect du rythme convenu et des contraintes du projet.',
  ],
  [
    'Article 5 – Conditions financières et facturation',
    `Chaque mois, le Prestataire déclare dans la Plateforme les jours travaillés (compte rendu d’activité), que le Client valide. À partir des comptes rendus validés, la Plateforme facture au Client les jours travaillés au prix journalier hors taxes du bon de commande, et le Prestataire facture à la Plateforme (par autofacturation, sur mandat du Prestataire) les mêmes jours au montant journalier qui lui revient ; la TVA au taux en vigueur s’y ajoute le cas échéant. La Plateforme règle le Prestataire dès le paiement du Client. Le Client règle les factures dans un délai de ${data.client.paymentDelay ?? 30} jours à compter de leur émission. Tout retard de paiement entraîne de plein droit des pénalités de retard au taux d’intérêt appliqué par la Banque centrale européenne à son opération de refinancement la plus récente majoré de ${LATE_PAYMENT_RATE_POINTS} points, ainsi qu’une indemnité forfaitaire pour frais de recouvrement de ${formatEuros(LATE_PAYMENT_FIXED_INDEMNITY)} (articles L. 441-10 et D. 441-5 du code de commerce).`,
  ],
  [
    'Article 6 – Confidentialité',
    'Chaque Partie garde strictement confidentielles les informations de toute nature auxquelles elle a accès à l’occasion des missions, ne les utilise que pour leur exécution et ne les communique à aucun tiers. Cette obligation survit cinq ans à la fin du présent contrat.',
  ],
  [
    'Article 7 – Propriété intellectuelle',
    'Les droits patrimoniaux sur les livrables réalisés pour le Client (droits de reproduction, de représentation, d’adaptation et de distribution, pour le monde entier et pour la durée légale de protection) lui sont cédés au fur et à mesure de leur réalisation, sous réserve du paiement complet des factures correspondantes. Le Prestataire conserve ses savoir-faire, outils et méthodes antérieurs.',
  ],
  [
    'Article 8 – Responsabilité et assurance',
    'Le Prestataire est tenu d’une obligation de moyens. Sa responsabilité, hors faute lourde ou intentionnelle, est limitée au montant hors taxes facturé au titre du bon de commande concerné. Il déclare être titulaire d’une assurance de responsabilité civile professionnelle couvrant ses activités. La Plateforme, intermédiaire, n’est pas responsable de l’exécution technique des missions.',
  ],
  [
    'Article 9 – Non-sollicitation',
    'Pendant la durée des missions et douze mois après leur fin, le Client s’interdit de contracter directement ou par un tiers avec le Prestataire pour des prestations de même nature sans passer par la Plateforme, sauf accord écrit de celle-ci.',
  ],
  [
    'Article 10 – Obligations sociales et fiscales',
    'Le Prestataire déclare être régulièrement immatriculé et à jour de ses obligations sociales et fiscales. Il remet à la Plateforme, à la signature puis tous les six mois, les attestations prévues à l’article L. 8222-1 du code du travail.',
  ],
  [
    'Article 11 – Résiliation',
    'Chaque Partie peut résilier un bon de commande en cours moyennant un préavis de quinze jours notifié par écrit. En cas de manquement grave d’une Partie non réparé huit jours après une mise en demeure, les autres Parties peuvent résilier le contrat de plein droit. Les jours travaillés jusqu’à la résiliation restent dus.',
  ],
  [
    'Article 12 – Données personnelles',
    'Chaque Partie traite les données personnelles échangées conformément au règlement (UE) 2016/679 et à la loi « Informatique et libertés », pour la seule exécution du présent contrat.',
  ],
  [
    'Article 13 – Droit applicable et juridiction',
    'Le présent contrat est régi par le droit français. À défaut de règlement amiable, tout litige relatif à sa formation, son exécution ou sa fin est soumis aux tribunaux compétents du ressort de la cour d’appel de Paris.',
  ],
];

function writeMissionTerms(w: PdfWriter, data: ContractData) {
  const { deal, mission } = data;
  w.heading('Mission');
  w.field('Intitulé', mission.title);
  if (mission.description) w.field('Description', mission.description);
  w.field(
    'Lieu d’exécution',
    `${workplaceLabel(mission.workplace)}${mission.location ? ` (${formatAddress(mission.location)})` : ''}`,
  );
  w.heading('Durée et rythme');
  w.field('Date de début', formatDay(deal.startDate));
  w.field('Date de fin', formatDay(deal.endDate));
  w.field('Rythme', `${deal.daysPerWeek} jour${deal.daysPerWeek > 1 ? 's' : ''} par semaine`);
  w.heading('Prix');
  if (data.edition !== 'freelance')
    w.field('Prix journalier facturé au Client', `${formatEuros(deal.clientDailyPrice)} HT par jour travaillé`);
  if (data.edition !== 'corporate') {
    w.field('Taux journalier du Prestataire', `${formatEuros(deal.dailyRate)} HT par jour travaillé`);
    w.field(
      'Montant journalier versé au Prestataire',
      `${formatEuros(deal.freelanceDailyNet)} HT, après la commission de la Plateforme`,
    );
  }
  w.heading('Conditions de paiement');
  w.text(
    `Facturation mensuelle par la Plateforme au Client sur la base des comptes rendus d’activité validés par le Client ; le Prestataire est réglé par la Plateforme dès le paiement du Client. Paiement à ${data.client.paymentDelay ?? 30} jours à compter de la date d’émission de la facture. Pénalités de retard : taux de la BCE majoré de ${LATE_PAYMENT_RATE_POINTS} points ; indemnité forfaitaire pour frais de recouvrement : ${formatEuros(LATE_PAYMENT_FIXED_INDEMNITY)}.`,
  );
  w.heading('Mentions particulières');
  w.text(deal.specificMentions?.trim() || 'Aucune.');
}

function writeSignatureBlocks(w: PdfWriter, data: ContractData) {
  w.heading('Signatures');
  w.text(
    `Fait le ${formatDay(data.issuedOn)}, signé électroniquement par chacune des Parties dans la Plateforme. La page de signature jointe en fin de document atteste de l’identité des signataires, de la date de chaque signature et de l’empreinte SHA-256 du présent document.`,
  );
  w.space(4);
  w.field('Pour la Plateforme', data.platformSignatoryName);
  if (data.edition !== 'freelance')
    w.field('Pour le Client', data.client.signatoryName ?? data.client.legalName ?? data.client.name);
  if (data.edition !== 'corporate')
    w.field('Pour le Prestataire', `${data.freelancePerson.firstName} ${data.freelancePerson.lastName}`);
}

/** The contract document of a deal, as a PDF, from the deal and the parties' legal identities. */
export async function renderContractPdf(data: ContractData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const title = contractTitles[data.type];
  pdf.setTitle(`${title} ${data.reference}`);
  pdf.setAuthor(data.platform.legalName);
  pdf.setLanguage('fr-FR');
  pdf.setCreationDate(new Date(`${data.issuedOn}T12:00:00Z`));
  pdf.setModificationDate(new Date(`${data.issuedOn}T12:00:00Z`));
  const w = new PdfWriter(pdf, await embedDejaVu(pdf));
  w.title(title);
  const edition = { all: '', corporate: ' · exemplaire du Client', freelance: ' · exemplaire du Prestataire' };
  w.text(`Référence ${data.reference}${edition[data.edition]} · émis le ${formatDay(data.issuedOn)}`, { muted: true });
  w.rule();
  writeParties(w, data);
  if (data.type === 'frameworkContract') {
    for (const [heading, body] of frameworkArticles(data)) {
      w.heading(heading);
      w.text(body);
    }
  } else {
    w.heading('Objet');
    w.text(
      data.type === 'rider'
        ? `Le présent avenant n° ${data.deal.version} modifie le bon de commande de la mission ci-dessous${data.deal.previousEndDate ? `, dont la fin était prévue le ${formatDay(data.deal.previousEndDate)}` : ''}. Il en prolonge la durée aux conditions suivantes ; les autres stipulations restent inchangées.`
        : 'Le présent bon de commande est conclu en application du contrat-cadre de prestation de services liant les Parties, dont il fait partie intégrante. Il décrit la mission confiée au Prestataire et ses conditions.',
    );
    writeMissionTerms(w, data);
  }
  writeSignatureBlocks(w, data);
  w.finish(`${title} ${data.reference}`);
  return pdf.save();
}
