import { SigninForm } from '../../features/auth/signin-form';

export default function BackofficeSigninPage() {
  return <SigninForm env="backoffice" />;
}
