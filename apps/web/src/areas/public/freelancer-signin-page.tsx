import { SigninForm } from '../../features/auth/signin-form';

export default function FreelancerSigninPage() {
  return <SigninForm env="freelancer" />;
}
