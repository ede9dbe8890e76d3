import { Button, Group, Paper, Stack, Stepper, Text } from '@mantine/core';
import { type MissionFormStep, missionFormSteps, stepOfField } from '@orbite/domain/mission';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, type Path, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryTab } from '../../shell/query-tabs';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { DetailsStep } from './details-step';
import { LeaveWarningModal, useLeaveWarning } from './leave-warning';
import { MissionFormHeader } from './mission-form-header';
import type { MissionFormMission } from './mission-form-operations';
import { type MissionResolverContext, missionFormResolver, submissionCheck } from './mission-form-resolver';
import type { MissionFormFields } from './mission-form-values';
import { MissionSummary } from './mission-summary';
import { SkillsStep } from './skills-step';
import { SubmitPanel } from './submit-panel';
import { TimingStep } from './timing-step';
import { type SaveFailure, useMissionAutosave } from './use-mission-autosave';
import { useMissionSubmit } from './use-mission-submit';

export interface MissionFormPlace {
  /** Where the form goes once the first change created the draft (the URL is replaced). */
  draftLocation: (id: string, search: URLSearchParams) => { pathname: string; search: string };
  /** The mission page, where a submission lands and where a locked mission is shown. */
  missionPath: (id: string) => string;
}

export interface MissionFormEditorProps extends MissionFormPlace {
  mode: 'create' | 'edit';
  userId: string;
  /** Who submits: a manager's mission goes to the company's admin first; the team's to validation. */
  submitter: 'corporateAdmin' | 'corporateManager' | 'teamMember';
  mission: MissionFormMission | null;
  serverValues: MissionFormFields;
  /** Values typed and not saved, found in local storage. */
  restoredValues: MissionFormFields | null;
  saveMode: 'autosave' | 'explicit';
  companyId: string | null;
  today: string;
}

/** The form itself: the stepper held in `?step=`, one step's fields, the overview and its submission. */
export function MissionFormEditor(props: MissionFormEditorProps) {
  const { mission, serverValues, restoredValues, saveMode, today } = props;
  const t = useT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [active, setStep] = useQueryTab(missionFormSteps, 'step');
  const step = (active ?? 'timing') as MissionFormStep;
  // A mission already sent must stay complete: its required fields are checked from the start.
  const [complete, setComplete] = useState(saveMode === 'explicit');
  // The steps « Suivant » refused to leave: their required fields are checked from then on.
  const [checkedSteps, setCheckedSteps] = useState<ReadonlySet<MissionFormStep>>(new Set());
  const checking = complete || checkedSteps.has(step);
  const focusFirstError = useRef(false);
  // The team drafts for a company: its name shows once the draft tells it.
  const [companyName, setCompanyName] = useState(mission?.company?.name ?? null);
  const context = useMemo<MissionResolverContext>(() => ({ today, complete: checking, step }), [today, checking, step]);
  const form = useForm<MissionFormFields, MissionResolverContext>({
    defaultValues: restoredValues ?? serverValues,
    resolver: missionFormResolver,
    context,
    mode: 'onChange',
  });

  const onFieldErrors = (fields: SaveFailure['fields']) => {
    let first: MissionFormStep | null = null;
    for (const { field, message } of fields) {
      const fieldStep = stepOfField(field);
      if (!fieldStep) {
        addToast({ type: 'error', messageId: 'missionForm.error.server', values: { message } });
        continue;
      }
      first ??= fieldStep;
      form.setError(field as Path<MissionFormFields>, { type: 'server', message });
    }
    if (first && first !== step) setStep(first);
  };

  const autosave = useMissionAutosave({
    form,
    userId: props.userId,
    missionId: mission?.id ?? null,
    version: mission?.version ?? null,
    serverValues,
    mode: saveMode,
    companyId: props.companyId,
    today,
    onCreated: (created) => {
      setCompanyName(created.company?.name ?? null);
      const next = props.draftLocation(created.id, searchParams);
      allow(next.pathname);
      navigate({ pathname: next.pathname, search: next.search }, { replace: true });
    },
    onFieldErrors,
  });
  const submit = useMissionSubmit({ autosave, missionPath: props.missionPath });
  const { blocker, allow } = useLeaveWarning(autosave.dirty || autosave.state === 'submitting' || submit.busy);

  // Local values found at load: saved at once (draft) or kept as unsaved changes (mission under review).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount.
  useEffect(() => {
    if (restoredValues) autosave.restored();
  }, []);

  // After a refused submission, each step shows its missing fields as soon as it is opened; a step « Suivant »
  // refused to leave shows them at once, the first one focused.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step decides which fields the resolver checks.
  useEffect(() => {
    if (!checking) return;
    void form.trigger(undefined, { shouldFocus: focusFirstError.current });
    focusFirstError.current = false;
  }, [checking, step, form]);

  const values = useWatch({ control: form.control }) as MissionFormFields;
  // Which steps hold what a submission needs: checked steps are complete, red ones failed a submission.
  const fullCheck = submissionCheck(values, today);
  const check = complete ? fullCheck : null;
  const stepsMissing = new Set(Object.keys(fullCheck.errors).map((field) => stepOfField(field) as MissionFormStep));
  const index = missionFormSteps.indexOf(step);
  const goTo = (next: MissionFormStep) => setStep(next);
  const stepBlocked = checkedSteps.has(step) && stepsMissing.has(step);

  /**
   * « Suivant »: the next step once this one holds what a submission needs; else its missing fields show, the first
   * focused, and the user stays. The stepper's headers still open any step (a draft is saved as it is).
   */
  const next = () => {
    const missing = Object.keys(submissionCheck(form.getValues(), today).errors).some(
      (field) => stepOfField(field) === step,
    );
    if (!missing) return goTo(missionFormSteps[index + 1] ?? 'overview');
    if (checking) return void form.trigger(undefined, { shouldFocus: true });
    focusFirstError.current = true;
    setCheckedSteps((steps) => new Set(steps).add(step));
  };

  /** The complete check: false (and the user sent to the first step with an error) when something is missing. */
  const checkAll = (): boolean => {
    const result = submissionCheck(form.getValues(), today);
    if (!result.step) return true;
    setComplete(true);
    goTo(result.step);
    addToast({ type: 'error', messageId: 'missionForm.submit.incomplete' });
    return false;
  };

  const save = async () => {
    if (!checkAll()) return;
    if (await autosave.flush()) addToast({ type: 'success', messageId: 'missionForm.saved' });
  };
  const send = async () => {
    if (!checkAll()) return;
    const path = await submit.run(onFieldErrors);
    if (path) {
      allow(path);
      navigate(path);
    }
  };

  return (
    <FormProvider {...form}>
      <Stack gap="lg" maw={980}>
        <MissionFormHeader
          mode={props.mode}
          mission={mission}
          missionId={autosave.missionId}
          companyName={props.submitter === 'teamMember' ? companyName : null}
          saveMode={saveMode}
          state={autosave.state}
          dirty={autosave.dirty}
          conflict={autosave.conflict}
          restored={restoredValues !== null}
          missionPath={props.missionPath}
          onSave={save}
          onReload={() => {
            autosave.forget();
            window.location.reload();
          }}
        />
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="xl">
            <Stepper
              active={index}
              onStepClick={(next) => goTo(missionFormSteps[next] ?? 'timing')}
              allowNextStepsSelect
              size="sm"
              aria-label={t('missionForm.steps')}
            >
              {missionFormSteps.map((item, position) => (
                <Stepper.Step
                  key={item}
                  label={t(`missionForm.step.${item}`)}
                  description={
                    (complete || checkedSteps.has(item)) && stepsMissing.has(item) ? (
                      <Text span size="xs" c="danger">
                        {t('missionForm.stepIncomplete')}
                      </Text>
                    ) : (
                      t(`missionForm.stepHelp.${item}`)
                    )
                  }
                  completedIcon={stepsMissing.has(item) ? position + 1 : undefined}
                  color={stepsMissing.has(item) ? (complete || checkedSteps.has(item) ? 'danger' : 'gray') : undefined}
                  aria-current={item === step ? 'step' : undefined}
                />
              ))}
            </Stepper>
            <form onSubmit={(event) => event.preventDefault()} noValidate aria-label={t(`missionForm.step.${step}`)}>
              {step === 'timing' ? <TimingStep today={today} /> : null}
              {step === 'skills' ? <SkillsStep /> : null}
              {step === 'details' ? <DetailsStep /> : null}
              {step === 'overview' ? <MissionSummary values={values} onEdit={goTo} errors={check?.errors} /> : null}
            </form>
            {step === 'overview' ? (
              <SubmitPanel
                saveMode={saveMode}
                submitter={props.submitter}
                busy={submit.busy || autosave.state === 'submitting'}
                disabled={autosave.conflict !== null}
                dirty={autosave.dirty}
                onSubmit={send}
                onSave={save}
                onBack={() => goTo('details')}
              />
            ) : (
              <Stack gap={6}>
                <Group justify="space-between">
                  <Button
                    variant="default"
                    leftSection={<IconArrowLeft size={16} />}
                    disabled={index === 0}
                    onClick={() => goTo(missionFormSteps[index - 1] ?? 'timing')}
                  >
                    {t('missionForm.previous')}
                  </Button>
                  <Button rightSection={<IconArrowRight size={16} />} onClick={next}>
                    {t(index === missionFormSteps.length - 2 ? 'missionForm.toOverview' : 'missionForm.next')}
                  </Button>
                </Group>
                <Text size="sm" c="danger" ta="right" aria-live="polite">
                  {stepBlocked ? t('missionForm.stepBlocked') : null}
                </Text>
              </Stack>
            )}
          </Stack>
        </Paper>
      </Stack>
      <LeaveWarningModal blocker={blocker} onLeave={autosave.discard} />
    </FormProvider>
  );
}
