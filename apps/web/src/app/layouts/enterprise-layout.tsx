import type { Permission } from '@orbite/domain/roles';
import {
  IconAdjustments,
  IconBriefcase,
  IconLayoutDashboard,
  IconMessages,
  IconSparkles,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { PageViewTracker } from '../../features/activity/page-view-tracker';
import { chatNavBadge } from '../../features/chat/chat-nav-badge';
import type { CurrentUser } from '../../features/session/me-query';
import { EnvironmentLayout, type NavItem } from './environment-layout';

const can = (flag: Permission) => (user: CurrentUser) => user.permissions?.[flag] === true;

const items: NavItem[] = [
  {
    to: '/enterprise/nova-ai',
    label: 'route.enterprise.nova',
    icon: IconSparkles,
    visible: (u) => u.corporate?.hasNovaAccess === true,
  },
  { to: '/enterprise/dashboard', label: 'route.enterprise.dashboard', icon: IconLayoutDashboard },
  {
    to: '/enterprise/missions',
    label: 'route.enterprise.missions',
    icon: IconBriefcase,
    visible: can('showMissions'),
    // Posting, editing or duplicating a mission (/enterprise/mission/create, /enterprise/mission/2/edit).
    alsoActive: ['/enterprise/mission'],
  },
  {
    to: '/enterprise/freelancers',
    label: 'route.enterprise.freelancers',
    icon: IconUsers,
    visible: can('showCommunity'),
  },
  { to: '/enterprise/messages', label: 'route.enterprise.messages', icon: IconMessages, badge: chatNavBadge },
  { to: '/enterprise/crew', label: 'route.enterprise.crew', icon: IconUsersGroup, visible: can('showCrew') },
  {
    to: '/enterprise/administration',
    label: 'route.enterprise.administration',
    icon: IconAdjustments,
    visible: can('showAdministration'),
  },
  { to: '/enterprise/profile', label: 'route.enterprise.profile', icon: IconUserCircle, visible: can('showProfile') },
];

export default function EnterpriseLayout() {
  return <EnvironmentLayout env="enterprise" items={items} tools={<PageViewTracker />} />;
}
