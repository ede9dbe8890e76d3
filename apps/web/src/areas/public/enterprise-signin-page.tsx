import { SigninForm } from '../../features/auth/signin-form';

export default function EnterpriseSigninPage() {
  return <SigninForm env="enterprise" />;
}
