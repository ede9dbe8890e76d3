import { Button, Card, Center, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconChartBarOff, IconTable } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useT } from '../../ui/use-t';

export interface ChartTable {
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}

/**
 * A chart in a card: its title, a sentence saying what it shows (read by screen readers in place of
 * the drawing), a skeleton while loading, an empty state, and the same figures as a table on demand.
 */
export function ChartCard({
  title,
  summary,
  loading,
  empty,
  table,
  children,
  height = 260,
}: {
  title: string;
  summary: string | null;
  loading: boolean;
  empty: boolean;
  table: ChartTable | null;
  children: ReactNode;
  height?: number;
}) {
  const t = useT();
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  return (
    <Card withBorder radius="lg" p="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={2} size="h4" id={`${id}-title`}>
              {title}
            </Title>
            {summary && !loading && (
              <Text size="sm" c="dimmed">
                {summary}
              </Text>
            )}
          </div>
          {table && !loading && !empty && (
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconTable size={14} aria-hidden />}
              onClick={() => setShowTable((shown) => !shown)}
              aria-expanded={showTable}
              aria-controls={`${id}-table`}
            >
              {showTable ? t('analytics.chart.hideTable') : t('analytics.chart.showTable')}
            </Button>
          )}
        </Group>
        {loading ? (
          <Skeleton h={height} radius="md" />
        ) : empty ? (
          <Center h={height} bg="var(--mantine-color-gray-0)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <Stack align="center" gap={4}>
              <IconChartBarOff size={28} color="var(--mantine-color-gray-5)" aria-hidden />
              <Text c="dimmed" size="sm" ta="center">
                {t('analytics.chart.empty')}
              </Text>
            </Stack>
          </Center>
        ) : (
          <div aria-hidden style={{ minWidth: 0 }}>
            {children}
          </div>
        )}
        {showTable && table && !loading && !empty && (
          <Table.ScrollContainer minWidth={320} id={`${id}-table`}>
            <Table striped withTableBorder fz="sm">
              <Table.Thead>
                <Table.Tr>
                  {table.columns.map((column, index) => (
                    <Table.Th key={column} ta={index === 0 ? 'left' : 'right'}>
                      {column}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {table.rows.map((row) => (
                  <Table.Tr key={row.key}>
                    {row.cells.map((cell, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional columns
                      <Table.Td key={index} ta={index === 0 ? 'left' : 'right'}>
                        {cell}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
