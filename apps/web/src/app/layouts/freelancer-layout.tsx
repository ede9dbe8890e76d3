import {
  IconBolt,
  IconBriefcase,
  IconBuildingStore,
  IconCompass,
  IconGift,
  IconLayoutDashboard,
  IconMessages,
  IconSettings,
  IconUser,
} from '@tabler/icons-react';
import { PageViewTracker } from '../../features/activity/page-view-tracker';
import { EmailConfirmationBanner } from '../../features/auth/email-confirmation-banner';
import { chatNavBadge } from '../../features/chat/chat-nav-badge';
import type { CurrentUser } from '../../features/session/me-query';
import { EnvironmentLayout, type NavItem } from './environment-layout';

const can = (flag: 'showProfile' | 'showMissions' | 'showCompany') => (user: CurrentUser) =>
  user.permissions?.[flag] === true;
const inScope = (user: CurrentUser) => user.freelance?.status !== 'wrongScope' && user.freelance?.status !== 'banned';

const items: NavItem[] = [
  { to: '/freelancer/dashboard', label: 'route.freelancer.dashboard', icon: IconLayoutDashboard, visible: inScope },
  {
    to: '/freelancer/profile',
    label: 'route.freelancer.profile',
    icon: IconUser,
    visible: (u) => inScope(u) && can('showProfile')(u),
  },
  { to: '/freelancer/explore', label: 'route.freelancer.explore', icon: IconCompass, visible: inScope },
  { to: '/freelancer/connect', label: 'route.freelancer.connect', icon: IconBolt, visible: inScope },
  {
    to: '/freelancer/missions',
    label: 'route.freelancer.missions',
    icon: IconBriefcase,
    visible: (u) => inScope(u) && can('showMissions')(u),
  },
  {
    to: '/freelancer/company',
    label: 'route.freelancer.company',
    icon: IconBuildingStore,
    visible: (u) => inScope(u) && can('showCompany')(u),
  },
  {
    to: '/freelancer/messages',
    label: 'route.freelancer.messages',
    icon: IconMessages,
    visible: inScope,
    badge: chatNavBadge,
  },
  { to: '/freelancer/sponsorship', label: 'route.freelancer.sponsorship', icon: IconGift, visible: inScope },
  { to: '/freelancer/parameters', label: 'route.freelancer.parameters', icon: IconSettings },
];

export default function FreelancerLayout() {
  return (
    <EnvironmentLayout
      env="freelancer"
      items={items}
      tools={<PageViewTracker />}
      notice={<EmailConfirmationBanner />}
    />
  );
}
