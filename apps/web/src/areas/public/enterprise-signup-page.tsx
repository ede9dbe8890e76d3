import { useSearchParams } from 'react-router';
import { EnterpriseSignupWizard } from '../../features/enterprise-signup/enterprise-signup-wizard';
import { JoinCompanyStep } from '../../features/enterprise-signup/join-company-step';

/** /enterprise/signup: the sign-up in steps that creates a company, or joins one with an invitation's `token`. */
export default function EnterpriseSignupPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <JoinCompanyStep token={token} /> : <EnterpriseSignupWizard />;
}
