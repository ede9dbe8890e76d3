import { Alert, Anchor, Button, Paper, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINTS } from '@orbite/domain/constants';
import {
  type EnterpriseSignupStep,
  enterpriseSignupStepOf,
  enterpriseSignupSteps,
} from '@orbite/domain/enterprise-signup';
import { ErrorCode } from '@orbite/domain/errors';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { afterSigninPath } from '../../app/guards';
import { useT } from '../../ui/use-t';
import { toInternationalPhone } from '../auth/form-rules';
import { ConfirmEmailStep } from './confirm-email-step';
import { ContactInfoStep } from './contact-info-step';
import { DoneStep } from './done-step';
import { EnterpriseInfoFields, type EnterpriseValues, enterpriseFields } from './enterprise-info-step';
import { PreferencesStep } from './preferences-step';
import { signupApi } from './signup-api';
import { signupErrorMessageId } from './signup-errors';
import { useSignupState } from './signup-state';
import { allowedStep } from './signup-steps';
import { SkillsStep } from './skills-step';
import { StepFooter } from './step-footer';

/**
 * /enterprise/signup in the spec's steps: preferences, skills, confirmEmail, contactInfo, enterpriseInfo, done.
 * The step lives in the URL (?step=), the answers in sessionStorage (never the password); `to` and `mtid` are kept.
 */
export function EnterpriseSignupWizard() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const { state, update, reset } = useSignupState();
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<{ id: string; code: number } | null>(null);
  const phone = useMediaQuery(`(max-width: ${BREAKPOINTS.sm - 0.02}px)`) ?? false;
  const to = params.get('to');
  const mtid = params.get('mtid');
  const asked = enterpriseSignupStepOf(params.get('step'));
  const step = allowedStep(asked, state.validated, state.completed, password !== '');
  const index = enterpriseSignupSteps.indexOf(step);
  const enterpriseForm = useForm<EnterpriseValues>({
    defaultValues: { companyName: '', structure: null, size: null, acquisitionSource: null, termsAccepted: false },
  });

  const goTo = (next: EnterpriseSignupStep) => {
    setFormError(null);
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        query.set('step', next);
        return query;
      },
      { replace: false },
    );
  };

  // The URL follows the step actually shown (a reload on a step not yet reachable).
  useEffect(() => {
    if (params.get('step') && asked !== step) goTo(step);
  });
  // The page's heading takes the focus on each step, for keyboard and screen-reader users.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on step change only.
  useEffect(() => {
    document.getElementById('signup-step-title')?.focus();
  }, [step]);
  // Signed in at the last step: nothing of the wizard stays in the browser.
  useEffect(() => {
    if (step === 'done') sessionStorage.removeItem('orbite.enterpriseSignup');
  }, [step]);

  const finish = enterpriseForm.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signupApi.complete({
        email: state.email,
        token: state.token ?? '',
        password,
        firstName: state.contact.firstName.trim(),
        lastName: state.contact.lastName.trim(),
        phoneNumber: state.contact.phoneNumber.trim() ? toInternationalPhone(state.contact.phoneNumber) : null,
        jobTitle: state.contact.jobTitle.trim() || null,
        companyName: values.companyName.trim(),
        structure: values.structure,
        size: values.size,
        acquisitionSource: values.acquisitionSource ?? '',
        termsAccepted: values.termsAccepted,
      });
      setPassword('');
      update({ completed: true, token: null });
      goTo('done');
    } catch (error) {
      const { id, code, field } = signupErrorMessageId(error);
      if (field && (enterpriseFields as readonly string[]).includes(field))
        enterpriseForm.setError(
          field as (typeof enterpriseFields)[number],
          { type: 'server', message: t(id) },
          {
            shouldFocus: true,
          },
        );
      else setFormError({ id, code });
    }
  });

  const body = (() => {
    switch (step) {
      case 'preferences':
        return (
          <>
            <PreferencesStep value={state.preferences} onChange={(preferences) => update({ preferences })} />
            <StepFooter onNext={() => goTo('skills')} />
          </>
        );
      case 'skills':
        return (
          <>
            <SkillsStep value={state.skills} onChange={(skills) => update({ skills })} />
            <StepFooter onBack={() => goTo('preferences')} onNext={() => goTo('confirmEmail')} />
          </>
        );
      case 'confirmEmail':
        return (
          <>
            <ConfirmEmailStep state={state} update={update} to={to} mtid={mtid} />
            <StepFooter
              onBack={() => goTo('skills')}
              onNext={state.validated ? () => goTo('contactInfo') : undefined}
              disabled={!state.validated}
            />
          </>
        );
      case 'contactInfo':
        return (
          <ContactInfoStep
            state={state}
            password={password}
            onBack={() => goTo('confirmEmail')}
            onNext={({ password: typed, ...contact }) => {
              setPassword(typed);
              update({ contact });
              goTo('enterpriseInfo');
            }}
          />
        );
      case 'enterpriseInfo':
        return (
          <form onSubmit={finish} noValidate>
            <EnterpriseInfoFields form={enterpriseForm} />
            <StepFooter
              onBack={() => goTo('contactInfo')}
              submit
              loading={enterpriseForm.formState.isSubmitting}
              nextLabel={t('enterpriseSignup.company.submit')}
            />
          </form>
        );
      case 'done':
        return <DoneStep dashboardPath={afterSigninPath(to, 'corporate', '/enterprise/dashboard')} />;
    }
  })();

  return (
    <Stack py={{ base: 'md', sm: 48 }} px="md" maw={960} mx="auto" gap="lg">
      {phone ? (
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            {t('enterpriseSignup.stepOf', { index: index + 1, total: enterpriseSignupSteps.length })}
          </Text>
          <Progress value={((index + 1) / enterpriseSignupSteps.length) * 100} size="sm" aria-hidden />
        </Stack>
      ) : (
        <Stepper
          active={step === 'done' ? enterpriseSignupSteps.length : index}
          size="xs"
          onStepClick={(target) => goTo(enterpriseSignupSteps[target]!)}
          allowNextStepsSelect={false}
        >
          {enterpriseSignupSteps.map((name, i) => (
            <Stepper.Step
              key={name}
              label={t(`enterpriseSignup.step.${name}`)}
              allowStepSelect={i < index && step !== 'done' && (i < 3 || state.validated)}
            />
          ))}
        </Stepper>
      )}
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={760} mx="auto">
        <Stack gap="lg">
          <Stack gap={4} display={step === 'done' ? 'none' : undefined}>
            <Title order={1} size="h2" id="signup-step-title" tabIndex={-1} style={{ outline: 'none' }}>
              {t(`enterpriseSignup.title.${step}`)}
            </Title>
            {step === 'preferences' ? (
              <Text size="sm" c="dimmed">
                {t('signup.haveAccount')}{' '}
                <Anchor component={Link} to="/enterprise/signin" fw={600}>
                  {t('signup.signin')}
                </Anchor>
              </Text>
            ) : null}
          </Stack>
          {formError ? (
            <Alert color="danger" variant="light" role="alert" icon={<IconAlertCircle size={18} />}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t(formError.id)}</Text>
                {formError.code === ErrorCode.expiredToken || formError.code === ErrorCode.invalidToken ? (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => {
                      reset();
                      goTo('preferences');
                    }}
                  >
                    {t('enterpriseSignup.restart')}
                  </Button>
                ) : (
                  <Button size="xs" variant="light" onClick={() => goTo('contactInfo')}>
                    {t('enterpriseSignup.editContact')}
                  </Button>
                )}
              </Stack>
            </Alert>
          ) : null}
          {body}
        </Stack>
      </Paper>
    </Stack>
  );
}
