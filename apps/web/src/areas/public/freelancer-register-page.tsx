import { useSearchParams } from 'react-router';
import { FreelancerSignupForm } from '../../features/auth/freelancer-signup-form';

/** The sign-up form, prefilled from the query (phoneNumber, firstName, lastName, email). */
export default function FreelancerRegisterPage() {
  const [query] = useSearchParams();
  const initial = {
    email: query.get('email') ?? '',
    firstName: query.get('firstName') ?? '',
    lastName: query.get('lastName') ?? '',
    phoneNumber: query.get('phoneNumber') ?? '',
  };
  return <FreelancerSignupForm titleId="signup.register.title" initial={initial} />;
}
