import { useT } from '../../ui/use-t';
import { AssigneeSelect } from './assignee-select';
import { useAssignFreelancerAgent, useFreelanceAgent } from './teams-operations';

/** The freelancer's agent, chosen among the team members holding the freelancer agent role. */
export function AgentSelect({ freelanceId }: { freelanceId: string }) {
  const t = useT();
  const { data, loading } = useFreelanceAgent(freelanceId);
  const [assign] = useAssignFreelancerAgent();
  return (
    <AssigneeSelect
      assigneeRole="freelancerAgent"
      label={t('teams.assign.agent')}
      current={data?.freelance?.talentSuccessManager ?? null}
      loading={loading}
      testId="agent-select"
      onAssign={(teamMemberId) => assign({ variables: { freelanceId, teamMemberId }, refetchQueries: ['MyPortfolio'] })}
    />
  );
}
