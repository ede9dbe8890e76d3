import { useSearchParams } from 'react-router';
import { EnterpriseSignupForm } from '../../features/auth/enterprise-signup-form';
import { JoinCompanyForm } from '../../features/crew/join-company-form';

/** /enterprise/signup: creates a company, or joins one with an invitation's `token`. */
export default function EnterpriseSignupPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <JoinCompanyForm token={token} /> : <EnterpriseSignupForm />;
}
