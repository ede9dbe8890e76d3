/*
 * What a request asks Nova to do, from its folded text: "pourquoi … correspond / explique" →
 * explainMatch; "où en est", "avancement", "statut de ma mission" → missionSummary; a question on
 * the marketplace's figures ("combien de missions en recherche ?", "statistiques du mois") →
 * marketplaceStats; "rédige", "crée une mission", "brouillon", "fiche de poste" → draftMission; a
 * search verb → searchFreelancers; otherwise unknown (the need parser turns unknown into a search
 * when the text holds a criterion).
 */
import { isStatsQuestion } from './stats';

export type NovaIntent =
  | 'searchFreelancers'
  | 'draftMission'
  | 'explainMatch'
  | 'missionSummary'
  | 'marketplaceStats'
  | 'unknown';

const searchWords =
  /\b(cherche|recherche|recherchons|cherchons|trouve|trouver|trouvez|besoin|propose|proposez|montre|donne|liste|quels? (?:freelances?|profils?)|qui (?:est|sont) dispo)/;
const draftWords =
  /\b(redige|rediger|redigez|redaction|ecris|ecrire|ecrivez|brouillon|fiche de poste|annonce|(?:cree|creer|creez|prepare|preparer|publie|publier|lance|lancer|ouvre|ouvrir) (?:une |la |ma |cette )?(?:nouvelle )?mission)\b/;
const explainWords =
  /\b(pourquoi\b.*\b(correspond|match|matche|propose|colle|convient|recommande|score|suggere)|explique.*\b(correspond|match|choix|score|ratio|pourquoi|profil)|en quoi\b.*\bcorrespond)/;
const summaryWords =
  /\b(ou en est|ou en sont|ou j'en suis|avancement|statut de (?:ma|la|mes|cette) mission|etat de (?:ma|la|cette) mission|(?:resume|point sur) (?:ma|la|cette) mission|suivi de (?:ma|la) mission)/;

/** The intent of a folded text (see `fold` in ./text). */
export function intentOf(folded: string): NovaIntent {
  if (explainWords.test(folded)) return 'explainMatch';
  if (summaryWords.test(folded)) return 'missionSummary';
  if (isStatsQuestion(folded)) return 'marketplaceStats';
  if (draftWords.test(folded)) return 'draftMission';
  if (searchWords.test(folded)) return 'searchFreelancers';
  return 'unknown';
}
