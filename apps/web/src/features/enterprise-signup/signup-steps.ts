import type { EnterpriseSignupStep } from '@orbite/domain/enterprise-signup';

/** The step the visitor may see: a later step needs what the earlier ones gave (validated e-mail, password). */
export function allowedStep(
  step: EnterpriseSignupStep,
  validated: boolean,
  completed: boolean,
  hasPassword: boolean,
): EnterpriseSignupStep {
  if (completed) return 'done';
  if (step === 'done') return validated ? 'enterpriseInfo' : 'preferences';
  if ((step === 'contactInfo' || step === 'enterpriseInfo') && !validated) return 'confirmEmail';
  if (step === 'enterpriseInfo' && !hasPassword) return 'contactInfo';
  return step;
}
