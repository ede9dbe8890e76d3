import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useT } from '../../ui/use-t';

export interface ImportCount {
  key: string;
  value: number;
  color?: string;
}

/** A row of figures (rows read, importable, in error, duplicates; or imported, skipped). */
export function ImportCounts({ counts }: { counts: readonly ImportCount[] }) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 2, sm: counts.length }} spacing="sm">
      {counts.map((count) => (
        <Paper key={count.key} withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t(`freelanceImport.count.${count.key}`)}
          </Text>
          <Text size="xl" fw={700} c={count.color}>
            {count.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
