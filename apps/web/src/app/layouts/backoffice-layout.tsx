import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINTS } from '@orbite/domain/constants';
import {
  IconAddressBook,
  IconBook,
  IconBriefcase,
  IconBuilding,
  IconChartBar,
  IconFlask,
  IconHierarchy2,
  IconHome,
  IconLayoutDashboard,
  IconMessageStar,
  IconMessages,
  IconReceipt,
  IconTelescope,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { chatNavBadge } from '../../features/chat/chat-nav-badge';
import { GlobalSearchBox } from '../../features/search/global-search-box';
import { TeamLiveWidget } from '../../features/team-live/team-live-widget';
import { TeamAudience } from '../../ui/audience';
import { renderedOnServer } from '../server-rendered';
import { EnvironmentLayout, type NavItem } from './environment-layout';

const items: NavItem[] = [
  { to: '/backoffice', label: 'nav.backoffice.home', icon: IconHome, end: true },
  { to: '/backoffice/dashboard', label: 'route.backoffice.dashboard', icon: IconLayoutDashboard },
  { to: '/backoffice/freelancers', label: 'route.backoffice.freelancers', icon: IconUsers },
  { to: '/backoffice/agency', label: 'route.backoffice.agency', icon: IconAddressBook },
  { to: '/backoffice/missions', label: 'route.backoffice.missions', icon: IconBriefcase },
  { to: '/backoffice/companies', label: 'route.backoffice.companies', icon: IconBuilding },
  { to: '/backoffice/corporates', label: 'route.backoffice.corporates', icon: IconUsersGroup },
  { to: '/backoffice/telescope', label: 'route.backoffice.telescope', icon: IconTelescope },
  { to: '/backoffice/invoicing', label: 'route.backoffice.invoicing', icon: IconReceipt },
  {
    to: '/backoffice/teams',
    label: 'route.backoffice.teams',
    icon: IconHierarchy2,
    alsoActive: ['/backoffice/teams/'],
  },
  {
    to: '/backoffice/conversations',
    label: 'route.backoffice.conversations',
    icon: IconMessages,
    badge: chatNavBadge,
    alsoActive: ['/backoffice/conversation'],
  },
  { to: '/backoffice/analytics', label: 'route.backoffice.analytics', icon: IconChartBar },
  { to: '/backoffice/nova-feedbacks', label: 'route.backoffice.novaFeedbacks', icon: IconMessageStar },
  { to: '/backoffice/labs', label: 'route.backoffice.labs', icon: IconFlask },
  {
    to: '/backoffice/documentation/colors',
    label: 'nav.backoffice.documentation',
    icon: IconBook,
    alsoActive: ['/backoffice/documentation/'],
  },
];

/** From the `sm` breakpoint up, where the header has room for the search box (`visibleFrom="sm"`). */
const WIDE = `(min-width: ${em(BREAKPOINTS.sm)})`;

export default function BackofficeLayout() {
  // Read at the first render (after it on a page the server rendered, which could not know): a phone never renders the search box (hidden there) nor its combobox.
  const wide = useMediaQuery(WIDE, undefined, { getInitialValueInEffect: renderedOnServer });
  return (
    // The sections the team shares with freelancers and clients speak of them, not to « vous ».
    <TeamAudience>
      <EnvironmentLayout
        env="backoffice"
        items={items}
        tools={
          <>
            <TeamLiveWidget />
            {wide ? <GlobalSearchBox /> : null}
          </>
        }
      />
    </TeamAudience>
  );
}
