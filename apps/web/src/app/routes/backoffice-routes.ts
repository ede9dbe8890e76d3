import type { RouteObject } from 'react-router';
import { lazyPage, type PageSource, privatePage, redirectTo } from './route-helpers';

const page = (path: string | undefined, title: string, load?: PageSource) =>
  privatePage('backoffice', 'teamMember', path, title, load);

/** The back office: team members only, loaded on demand. */
const documentation = () => import('../../areas/backoffice/documentation-page');

export const backofficeRoutes: RouteObject = {
  path: 'backoffice',
  Component: lazyPage(() => import('../layouts/backoffice-layout')),
  children: [
    page(undefined, 'route.backoffice.home', () => import('../../areas/backoffice/home-page')),
    page('dashboard', 'route.backoffice.dashboard', () => import('../../areas/backoffice/dashboard-page')),
    page('labs', 'route.backoffice.labs', () => import('../../areas/backoffice/labs-page')),
    page(
      'labs/orbite-nova/:conversationId?',
      'route.backoffice.nova',
      () => import('../../areas/backoffice/nova-lab-page'),
    ),
    page(
      'labs/avatar-conversation',
      'route.backoffice.avatarConversation',
      () => import('../../areas/backoffice/avatar-conversation-page'),
    ),
    page('agency', 'route.backoffice.agency', () => import('../../areas/backoffice/agency-page')),
    page('telescope', 'route.backoffice.telescope', () => import('../../areas/backoffice/telescope-page')),
    page(
      'telescope/:freelanceSearchId',
      'route.backoffice.telescopeSearch',
      () => import('../../areas/backoffice/telescope-search-page'),
    ),
    page('search', 'route.backoffice.search', () => import('../../areas/backoffice/search-page')),
    page('companies', 'route.backoffice.companies', () => import('../../areas/backoffice/companies-page')),
    page('companies/add', 'route.backoffice.companyAdd', () => import('../../areas/backoffice/company-add-page')),
    page('companies/:id', 'route.backoffice.company', () => import('../../areas/backoffice/company-page')),
    page('corporates', 'route.backoffice.corporates', () => import('../../areas/backoffice/corporates-page')),
    page('corporates/add', 'route.backoffice.corporateAdd', () => import('../../areas/backoffice/corporate-add-page')),
    page('corporates/:id', 'route.backoffice.corporate', () => import('../../areas/backoffice/corporate-page')),
    page('freelancers', 'route.backoffice.freelancers', () => import('../../areas/backoffice/freelancers-page')),
    page(
      'freelancers/add',
      'route.backoffice.freelancerAdd',
      () => import('../../areas/backoffice/freelancer-add-page'),
    ),
    page(
      'freelancers/import',
      'route.backoffice.preFreelancerImport',
      () => import('../../areas/backoffice/freelancers-import-page'),
    ),
    page('freelancers/:id', 'route.backoffice.freelancer', () => import('../../areas/backoffice/freelancer-page')),
    page(
      'freelancers/:id/edit',
      'route.backoffice.freelancerEdit',
      () => import('../../areas/backoffice/freelancer-edit-page'),
    ),
    page('missions', 'route.backoffice.missions', () => import('../../areas/backoffice/missions-page')),
    page('missions/add', 'route.backoffice.missionAdd', () => import('../../areas/backoffice/mission-add-page')),
    page('missions/:id', 'route.backoffice.mission', () => import('../../areas/backoffice/mission-page')),
    // A funnel is a mission's: without one, the missions that look for freelancers.
    page(
      'funnel',
      'route.backoffice.funnel',
      redirectTo(() => '/backoffice/missions?mode=matching'),
    ),
    page('funnel/:id', 'route.backoffice.funnel', () => import('../../areas/backoffice/funnel-page')),
    page(
      'match/:missionId/:freelancerId/:section?',
      'route.backoffice.match',
      () => import('../../areas/backoffice/match-page'),
    ),
    page('invoicing', 'route.backoffice.invoicing', () => import('../../areas/backoffice/invoicing-page')),
    page('deal/:missionId/:id', 'route.backoffice.deal', () => import('../../areas/backoffice/deal-page')),
    page('teams', 'route.backoffice.teams', () => import('../../areas/backoffice/teams-page')),
    page('teams/:id', 'route.backoffice.team', () => import('../../areas/backoffice/team-page')),
    page('conversations', 'route.backoffice.conversations', () => import('../../areas/backoffice/conversations-page')),
    page(
      'conversation/:chatConversationId',
      'route.backoffice.conversation',
      () => import('../../areas/backoffice/conversation-page'),
    ),
    page(
      'nova-feedbacks',
      'route.backoffice.novaFeedbacks',
      () => import('../../areas/backoffice/nova-feedbacks-page'),
    ),
    page('analytics', 'route.backoffice.analytics', () => import('../../areas/backoffice/analytics-page')),
    page('documentation/colors', 'route.backoffice.docColors', documentation),
    page('documentation/controls', 'route.backoffice.docControls', documentation),
    page('documentation/events', 'route.backoffice.docEvents', documentation),
    page('documentation/icons', 'route.backoffice.docIcons', documentation),
  ],
};

/** The talent interview lab outside the /backoffice prefix, in the back-office frame. */
export const labsRoutes: RouteObject = {
  path: 'labs',
  Component: lazyPage(() => import('../layouts/backoffice-layout')),
  children: [
    page(
      'avatar-conversation',
      'route.backoffice.avatarConversation',
      () => import('../../areas/backoffice/avatar-conversation-page'),
    ),
  ],
};
