import { ErrorCode, type ErrorCodeValue } from '@orbite/domain/errors';

/**
 * The one error services throw. The GraphQL boundary and the REST routes turn it into
 * `extensions.code` / `{ errors: [{ code }] }`; its message is French and safe to show.
 */
export class AppError extends Error {
  readonly code: ErrorCodeValue;
  readonly field: string | undefined;

  constructor(code: ErrorCodeValue, message?: string, field?: string) {
    super(message ?? defaultMessages[code] ?? defaultMessages[ErrorCode.unknown]);
    this.name = 'AppError';
    this.code = code;
    this.field = field;
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
};

export const notFound = () => new AppError(ErrorCode.notFound);
export const forbidden = () => new AppError(ErrorCode.forbidden);
