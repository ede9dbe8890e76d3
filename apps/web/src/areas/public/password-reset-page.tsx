import { useParams, useSearchParams } from 'react-router';
import { PasswordResetForm } from '../../features/auth/password-reset-form';

export default function PasswordResetPage() {
  const { token = '' } = useParams();
  const [query] = useSearchParams();
  return <PasswordResetForm token={token} email={query.get('email')} />;
}
