import { Tabs, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useT } from '../../ui/use-t';

export const documentationSections = ['colors', 'controls', 'events', 'icons'] as const;
export type DocumentationSection = (typeof documentationSections)[number];

/** The documentation's title and its four sections as tabs, each its own route (`/backoffice/documentation/…`). */
export function DocumentationNav({ current }: { current: DocumentationSection }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <div>
      <Title order={1} size="h2">
        {t('documentation.title')}
      </Title>
      <Text c="dimmed" mb="md">
        {t('documentation.subtitle')}
      </Text>
      <Tabs value={current} onChange={(value) => value && navigate(`/backoffice/documentation/${value}`)}>
        <Tabs.List>
          {documentationSections.map((section) => (
            <Tabs.Tab key={section} value={section}>
              {t(`documentation.${section}.tab`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </div>
  );
}
