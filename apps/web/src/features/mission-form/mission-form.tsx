import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { todayInParis } from '@orbite/domain/calendar-day';
import { availableMissionOffers, missionSaveMode } from '@orbite/domain/mission';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MessagePage } from '../../ui/message-page';
import { useT } from '../../ui/use-t';
import { useCurrentUser } from '../session/session-context';
import { draftStorageKey, readDraft, restorableDraft } from './mission-draft-storage';
import { MissionFormEditor, type MissionFormPlace } from './mission-form-editor';
import { type MissionFormMission, useMissionForm } from './mission-form-operations';
import { emptyMissionForm, formValuesOfMission } from './mission-form-values';

export interface MissionFormProps extends MissionFormPlace {
  mode: 'create' | 'edit';
  /** The mission of the URL; null for a new one. */
  missionId: string | null;
  /** The company the team drafts for (back office "mission add"). */
  companyId?: string | null;
}

/**
 * One form session per mission of the URL. The id the form itself put in the URL (its new draft)
 * keeps the session, and the values typed meanwhile; any other id starts a new one.
 */
function useFormSession(urlId: string | null) {
  const adopted = useRef<string | null>(null);
  const [session, setSession] = useState({ key: 0, urlId, missionId: urlId });
  if (urlId !== session.urlId) {
    const own = urlId !== null && urlId === adopted.current;
    setSession({ key: own ? session.key : session.key + 1, urlId, missionId: own ? session.missionId : urlId });
  }
  const adopt = (id: string) => {
    adopted.current = id;
  };
  return { ...session, adopt };
}

/** The mission form of the enterprise area and of the back office: create, duplicate (a copy), edit. */
export function MissionForm(props: MissionFormProps) {
  const session = useFormSession(props.missionId);
  return <LoadedMissionForm key={session.key} {...props} missionId={session.missionId} adopt={session.adopt} />;
}

function LoadedMissionForm(props: MissionFormProps & { adopt: (id: string) => void }) {
  const t = useT();
  const { data, loading, error, refetch } = useMissionForm(props.missionId);
  if (props.missionId && !data?.mission) {
    if (loading || !error) return <FormSkeleton />;
    return (
      <Alert color="danger" variant="light" icon={<IconAlertCircle size={20} />} role="alert" maw={980}>
        <Stack gap="xs" align="flex-start">
          {t('missionForm.loadError')}
          <Button size="xs" variant="light" onClick={() => void refetch()}>
            {t('missionForm.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <MissionFormReady {...props} mission={data?.mission ?? null} />;
}

function MissionFormReady({
  mission,
  adopt,
  ...props
}: MissionFormProps & { mission: MissionFormMission | null; adopt: (id: string) => void }) {
  const t = useT();
  const user = useCurrentUser();
  const team = user.role === 'teamMember';
  const submitter = team ? 'teamMember' : user.corporate?.role === 'manager' ? 'corporateManager' : 'corporateAdmin';
  const companyId = props.companyId ?? null;
  // A new mission starts with the offer of the URL when it is one the client can choose (/mission/connect/create).
  const offerOfUrl = useSearchParams()[0].get('offer');
  // What the page opened with: later answers of the server (each save) do not reset the form.
  const [initial] = useState(() => {
    const today = todayInParis();
    const offer = availableMissionOffers.find((available) => available === offerOfUrl);
    const serverValues = mission ? formValuesOfMission(mission) : emptyMissionForm(offer);
    const stored = readDraft(draftStorageKey({ userId: user.id, missionId: mission?.id ?? null, companyId }));
    // A status changed meanwhile (the submission itself) shows at the next visit, not under the user's hands.
    const saveMode = mission ? missionSaveMode(mission.status, team ? 'team' : 'client') : 'autosave';
    return {
      today,
      serverValues,
      restoredValues: restorableDraft(stored, mission?.version ?? null, serverValues),
      saveMode,
    };
  });
  const { saveMode, ...values } = initial;

  if (mission && saveMode === 'locked') {
    return (
      <MessagePage
        icon={<IconLock size={40} />}
        color="gray"
        title={t('missionForm.locked.title')}
        text={t('missionForm.locked.text', { status: t(`enum.missionStatus.${mission.status}`) })}
        action={{ label: t('missionForm.conflict.toMission'), to: props.missionPath(mission.id) }}
      />
    );
  }
  return (
    <MissionFormEditor
      {...props}
      {...values}
      draftLocation={(id, search) => {
        adopt(id);
        return props.draftLocation(id, search);
      }}
      mission={mission}
      userId={user.id}
      submitter={submitter}
      saveMode={saveMode === 'locked' ? 'explicit' : saveMode}
      companyId={companyId}
    />
  );
}

function FormSkeleton() {
  return (
    <Stack gap="lg" maw={980} aria-busy="true">
      <Skeleton h={40} w={320} radius="md" />
      <Skeleton h={480} radius="lg" />
    </Stack>
  );
}
