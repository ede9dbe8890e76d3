import { ErrorCode } from '@orbite/domain/errors';
import { AppError } from '../../platform/errors';

/** An invoice the caller may not see does not exist for them. */
export const notFound = () => new AppError(ErrorCode.notFound, 'Facture introuvable.');
export const invalidState = (message: string) => new AppError(ErrorCode.invalidMissionState, message);
export const invalid = (field: string, message: string) => new AppError(ErrorCode.invalidInput, message, field);
