import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { SocialUrlField } from '@orbite/domain/enums';
import {
  IconBrandBitbucket,
  IconBrandGithub,
  IconBrandGitlab,
  IconBrandLinkedin,
  IconBrandStackoverflow,
  IconBrandX,
  IconChartDots3,
  IconWorld,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useT } from '../../ui/use-t';
import type { SocialUrls } from './profile-types';

export const socialIcons: Record<SocialUrlField, ComponentType<{ size?: number }>> = {
  linkedInUrl: IconBrandLinkedin,
  gitHubUrl: IconBrandGithub,
  gitlabUrl: IconBrandGitlab,
  bitbucketUrl: IconBrandBitbucket,
  kaggleUrl: IconChartDots3,
  stackExchangeUrl: IconBrandStackoverflow,
  twitterUrl: IconBrandX,
  websiteUrl: IconWorld,
};

/** The order links are shown in. */
export const socialOrder: SocialUrlField[] = [
  'linkedInUrl',
  'gitHubUrl',
  'gitlabUrl',
  'bitbucketUrl',
  'stackExchangeUrl',
  'kaggleUrl',
  'twitterUrl',
  'websiteUrl',
];

/** The filled social URLs as icon links (new tab). */
export function SocialLinks({ urls }: { urls: Partial<SocialUrls> }) {
  const t = useT();
  const present = socialOrder.filter((field) => urls[field]);
  if (present.length === 0) return null;
  return (
    <Group gap={6}>
      {present.map((field) => {
        const Icon = socialIcons[field];
        const label = t(`profile.social.${field}`);
        return (
          <Tooltip key={field} label={label}>
            <ActionIcon
              component="a"
              href={urls[field] ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              size="lg"
              aria-label={label}
            >
              <Icon size={18} />
            </ActionIcon>
          </Tooltip>
        );
      })}
    </Group>
  );
}
