import { Stack, Text, Title } from '@mantine/core';
import { CommunityList } from '../../features/community/community-list';
import { useT } from '../../ui/use-t';

/** /enterprise/freelancers (alias community): the freelancers the company has worked with. */
export default function CommunityPage() {
  const t = useT();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('community.page.title')}
        </Title>
        <Text c="dimmed">{t('community.page.subtitle')}</Text>
      </div>
      <CommunityList />
    </Stack>
  );
}
