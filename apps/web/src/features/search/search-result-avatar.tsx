import { Avatar } from '@mantine/core';
import type { SearchResultType } from '@orbite/domain/search';
import { IconBriefcase, IconBuilding, IconHeadset, IconUser, IconUserStar } from '@tabler/icons-react';
import type { ComponentType } from 'react';

const typeLooks: Record<SearchResultType, { icon: ComponentType<{ size?: number }>; color: string }> = {
  Freelance: { icon: IconUserStar, color: 'orbite' },
  Corporate: { icon: IconUser, color: 'accent' },
  TeamMember: { icon: IconHeadset, color: 'success' },
  Company: { icon: IconBuilding, color: 'warning' },
  Mission: { icon: IconBriefcase, color: 'gray' },
};

/** The picture of a result (a person's photo, a company's logo), else the icon of its type. */
export function SearchResultAvatar({
  type,
  pictureUrl,
  size = 32,
}: {
  type: SearchResultType;
  pictureUrl: string | null;
  size?: number;
}) {
  const look = typeLooks[type];
  return (
    <Avatar src={pictureUrl} size={size} radius="xl" color={look.color} alt="">
      <look.icon size={Math.round(size * 0.55)} />
    </Avatar>
  );
}
