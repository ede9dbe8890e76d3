import { Card, CopyButton, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../ui/use-t';
import * as icons from './product-icons';

/** `/backoffice/documentation/icons`: the product's icons by name; a click copies the name to import. */
export function IconsSection() {
  const t = useT();
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = Object.entries(icons).filter(([name]) => name.toLowerCase().includes(needle));
  return (
    <Stack gap="md">
      <Text size="sm">{t('documentation.icons.intro', { count: Object.keys(icons).length })}</Text>
      <TextInput
        label={t('documentation.icons.search')}
        placeholder="Calendar"
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        maw={420}
      />
      {shown.length === 0 ? <Text c="dimmed">{t('documentation.icons.none')}</Text> : null}
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 6 }} spacing="sm">
        {shown.map(([name, Icon]) => (
          <CopyButton key={name} value={name} timeout={1500}>
            {({ copied, copy }) => (
              <UnstyledButton onClick={copy} aria-label={t('documentation.icons.copy', { name })}>
                <Card withBorder radius="md" p="sm" h="100%">
                  <Stack align="center" gap={6}>
                    <Icon size={28} stroke={1.6} aria-hidden />
                    <Text size="xs" ff="monospace" ta="center" style={{ wordBreak: 'break-all' }}>
                      {copied ? t('documentation.icons.copied') : name.replace(/^Icon/, '')}
                    </Text>
                  </Stack>
                </Card>
              </UnstyledButton>
            )}
          </CopyButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
