import { useT } from '../../ui/use-t';
import { AssigneeSelect } from './assignee-select';
import { useAssignAccountManager, useCompanyAccountManager } from './teams-operations';

/** The company's account manager, chosen among the team members holding that role (back office). */
export function AccountManagerSelect({ companyId, hideLabel = false }: { companyId: string; hideLabel?: boolean }) {
  const t = useT();
  const { data, loading } = useCompanyAccountManager(companyId);
  const [assign] = useAssignAccountManager();
  return (
    <AssigneeSelect
      assigneeRole="accountManager"
      label={t('teams.assign.accountManager')}
      hideLabel={hideLabel}
      current={data?.companyAccountManager ?? null}
      loading={loading}
      testId="account-manager-select"
      onAssign={async (teamMemberId) => {
        const result = await assign({
          variables: { companyId, teamMemberId },
          refetchQueries: ['CompanyAccountManager', 'MyPortfolio'],
          awaitRefetchQueries: true,
        });
        return result;
      }}
    />
  );
}
