import { useSearchParams } from 'react-router';
import { FreelancerSignupForm } from '../../features/auth/freelancer-signup-form';

export default function FreelancerSignupPage() {
  const [query] = useSearchParams();
  return (
    <FreelancerSignupForm
      titleId="signup.freelancer.title"
      initial={{ email: query.get('email') ?? '', referrerCode: query.get('referrerCode') ?? '' }}
    />
  );
}
