/** The demo accounts, shown in the README and on the sign-in page in demo mode. */
export const DEMO_PASSWORD = 'demo1234';

export const demoAccounts = [
  { email: 'equipe@demo.fr', password: DEMO_PASSWORD, role: 'teamMember', label: 'Équipe Orbite (chargée de compte)' },
  { email: 'client@demo.fr', password: DEMO_PASSWORD, role: 'corporate', label: 'Client, administratrice' },
  { email: 'manager@demo.fr', password: DEMO_PASSWORD, role: 'corporate', label: 'Client, manager' },
  { email: 'freelance@demo.fr', password: DEMO_PASSWORD, role: 'freelancer', label: 'Freelance validé' },
  { email: 'horsperimetre@demo.fr', password: DEMO_PASSWORD, role: 'freelancer', label: 'Freelance hors périmètre' },
] as const;
