import { PasswordLostForm } from '../../features/auth/password-lost-form';

export default function PasswordLostPage() {
  return <PasswordLostForm />;
}
