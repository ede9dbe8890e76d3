import { EnterpriseSignupForm } from '../../features/auth/enterprise-signup-form';

export default function EnterpriseSignupPage() {
  return <EnterpriseSignupForm />;
}
