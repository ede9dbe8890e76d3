import { LandingAudiences } from '../../features/landing/landing-audiences';
import { LandingHero } from '../../features/landing/landing-hero';
import { LandingSteps } from '../../features/landing/landing-steps';

/** `/`: Orbite presented to freelancers and to companies (no user fetch). */
export default function LandingPage() {
  return (
    <>
      <LandingHero />
      <LandingAudiences />
      <LandingSteps />
    </>
  );
}
