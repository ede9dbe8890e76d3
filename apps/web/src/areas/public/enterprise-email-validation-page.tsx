import { useSearchParams } from 'react-router';
import { EmailValidation } from '../../features/enterprise-signup/email-validation';

/** /enterprise/email-validation (email, token): the link of the enterprise sign-up's validation mail. */
export default function EnterpriseEmailValidationPage() {
  const [query] = useSearchParams();
  return <EmailValidation email={query.get('email') ?? ''} token={query.get('token') ?? ''} query={query} />;
}
