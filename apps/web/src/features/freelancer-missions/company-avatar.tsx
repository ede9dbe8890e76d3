import { Avatar, type AvatarProps } from '@mantine/core';

/** A company's logo, or its initials on a colour derived from its name. */
export function CompanyAvatar({
  company,
  ...props
}: { company: { name: string; logoUrl: string | null } | null } & Omit<AvatarProps, 'src' | 'name'>) {
  const name = company?.name ?? '?';
  return (
    <Avatar
      src={company?.logoUrl ?? null}
      name={name}
      color="initials"
      radius="md"
      alt={company?.logoUrl ? name : undefined}
      {...props}
    />
  );
}
