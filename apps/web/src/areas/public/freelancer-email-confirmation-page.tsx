import { useSearchParams } from 'react-router';
import { EmailConfirmation } from '../../features/auth/email-confirmation';

/** /freelancer/email-confirmation (token): the link of the mail a freelancer's sign-up sends. */
export default function FreelancerEmailConfirmationPage() {
  const [query] = useSearchParams();
  return <EmailConfirmation token={query.get('token') ?? ''} />;
}
