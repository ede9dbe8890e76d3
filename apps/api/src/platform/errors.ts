import { ErrorCode, type ErrorCodeValue } from '@orbite/domain/errors';

/**
 * The one error services throw. The GraphQL boundary and the REST routes turn it into
 * `extensions.code` / `{ errors: [{ code }] }`; its message is French and safe to show.
 */
export class AppError extends Error {
  readonly code: ErrorCodeValue;
  readonly field: string | undefined;
  /** A finer cause under the code, e.g. the apply condition of a 634 (hasApplied, invalidMissionState...). */
  readonly reason: string | undefined;

  constructor(code: ErrorCodeValue, message?: string, field?: string, reason?: string) {
    super(message ?? defaultMessages[code] ?? defaultMessages[ErrorCode.unknown]);
    this.name = 'AppError';
    this.code = code;
    this.field = field;
    this.reason = reason;
  }
}

const defaultMessages: Partial<Record<ErrorCodeValue, string>> = {
  [ErrorCode.unknown]: 'Une erreur inattendue est survenue.',
  [ErrorCode.internal]: 'Une erreur interne est survenue.',
  [ErrorCode.outdatedVersion]: "Une nouvelle version d'Orbite est disponible : rechargez la page.",
  [ErrorCode.unauthorized]: 'Vous devez être connecté.',
  [ErrorCode.forbidden]: "Vous n'avez pas accès à cette action.",
  [ErrorCode.notFound]: 'Élément introuvable.',
  [ErrorCode.tooManyRequests]: 'Trop de tentatives : réessayez dans quelques minutes.',
  [ErrorCode.alreadyLoggedIn]: 'Vous êtes déjà connecté.',
  [ErrorCode.invalidEmail]: 'Adresse e-mail invalide.',
  [ErrorCode.emailAlreadyUsed]: 'Cette adresse e-mail est déjà utilisée.',
  [ErrorCode.phoneAlreadyUsed]: 'Ce numéro de téléphone est déjà utilisé.',
  [ErrorCode.invalidPassword]: 'Mot de passe invalide.',
  [ErrorCode.invalidToken]: 'Ce lien n’est pas valide.',
  [ErrorCode.invalidCredentials]: 'E-mail ou mot de passe incorrect.',
  [ErrorCode.expiredToken]: 'Ce lien a expiré.',
  [ErrorCode.duplicatedLoginProvider]: 'Ce compte est déjà lié à un autre utilisateur.',
  [ErrorCode.loginFailure]: 'La connexion a échoué.',
  [ErrorCode.registrationFailure]: "L'inscription a échoué.",
  [ErrorCode.missionRatingPending]: 'Une évaluation de mission est en attente.',
  [ErrorCode.invalidMissionState]: 'Cette action n’est pas possible dans le statut actuel de la mission.',
  [ErrorCode.meetingNotPast]: 'Le rendez-vous n’a pas encore eu lieu.',
  [ErrorCode.tooManySelectedMatches]: 'Vous avez déjà sélectionné le nombre maximal de profils.',
  [ErrorCode.missingSelectedMatches]: 'Sélectionnez au moins un profil.',
  [ErrorCode.profilesSelectionLocked]: 'La sélection des profils est verrouillée pour cette mission.',
  [ErrorCode.missionMeetingAlreadySelected]: 'Un créneau est déjà réservé pour ce rendez-vous.',
  [ErrorCode.missionMeetingUnavailable]: 'Ce créneau n’est plus disponible.',
  [ErrorCode.missingMeetingRefusalReasons]: 'Indiquez au moins un motif.',
  [ErrorCode.missionHasChanged]: 'La mission a été modifiée entre-temps : rechargez la page.',
  [ErrorCode.freelanceNotSelectable]: 'Ce freelance ne peut pas être sélectionné.',
  [ErrorCode.missionNotApplicable]: 'Vous ne pouvez pas postuler à cette mission.',
};

export const notFound = () => new AppError(ErrorCode.notFound);
export const forbidden = () => new AppError(ErrorCode.forbidden);
