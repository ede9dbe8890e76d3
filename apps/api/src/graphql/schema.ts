import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder';
import { refuseActiveMarkup } from './hostile-input';
import './scalars';
import '../modules/auth/auth.schema';
import '../modules/companies/companies.schema';
import '../modules/companies/company-settings.schema';
import '../modules/companies/invitations.schema';
import '../modules/companies/crew.schema';
import '../modules/companies/backoffice-companies.schema';
import '../modules/companies/backoffice-corporates.schema';
import '../modules/countries/countries.schema';
import '../modules/documents/documents.schema';
import '../modules/freelancers/freelancers.schema';
import '../modules/freelancers/profile.types';
import '../modules/freelancers/profile.schema';
import '../modules/freelancers/profile.public';
import '../modules/freelancers/endorsements.schema';
import '../modules/freelancers/welcome-links.schema';
import '../modules/freelancers/legal.schema';
import '../modules/freelancers/referral.schema';
import '../modules/freelancers/flags.schema';
import '../modules/freelancers/qualification.schema';
import '../modules/freelancers/job-title-recommendations.schema';
import '../modules/freelancers/imports.schema';
import '../modules/freelancers/profile-imports.schema';
import '../modules/freelancers/freelance-list.schema';
import '../modules/freelancers/interviews.schema';
import '../modules/freelancers/moderation.schema';
import '../modules/freelancers/evaluations.schema';
import '../modules/freelancers/admin.schema';
import '../modules/missions/missions.schema';
import '../modules/missions/missions.lists.schema';
import '../modules/matches/matches.schema';
import '../modules/matches/match-activity.schema';
import '../modules/reviews/reviews.schema';
import '../modules/deals/deals.schema';
import '../modules/deals/signatures.schema';
import '../modules/work-logs/work-logs.schema';
import '../modules/addresses/addresses.schema';
import '../modules/skills/skills.schema';
import '../modules/team/team.schema';
import '../modules/team/teams.schema';
import '../modules/team/agency.schema';
import '../modules/team/assignments.schema';
import '../modules/telescope/telescope.schema';
import '../modules/telescope/telescope-text.schema';
import '../modules/users/users.schema';
import '../modules/users/picture.schema';
import '../modules/users/settings.schema';
import '../modules/auth/identities.schema';
import '../modules/search/search.schema';
import '../modules/invoices/invoices.schema';
import '../modules/chat/chat.schema';
import '../modules/notifications/notifications.schema';
import '../modules/analytics/analytics.schema';
import '../modules/nova/nova.schema';
import '../modules/nova/nova-conversations.schema';
import '../modules/activity/activity-operations.schema';

builder.subscriptionFields((t) => ({
  serverTime: t.field({
    type: 'DateTime',
    description: 'Ticks every second for a signed-in client: a live check of the WebSocket link.',
    authScopes: { authenticated: true },
    subscribe: async function* () {
      while (true) {
        yield new Date();
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    },
    resolve: (date) => date,
  }),
}));

// Every mutation refuses active markup (scripts, event handlers) in its arguments: see hostile-input.ts.
export const schema = refuseActiveMarkup(lexicographicSortSchema(builder.toSchema()));
