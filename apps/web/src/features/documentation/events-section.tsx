import { Badge, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../ui/use-t';

const PREFIX = 'activity.event.';

/** The first word of an event type names what it is about: `mission_validated` is a mission's. */
const subjectOf = (type: string) => type.split('_')[0] ?? type;

/**
 * `/backoffice/documentation/events`: every event the activity log records, by subject, with the label the feeds
 * show; a search on the code or the label. Read from the catalogue, so a new event appears once it has its label.
 */
export function EventsSection() {
  const t = useT();
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const events = useMemo(
    () =>
      Object.keys(intl.messages)
        .filter((id) => id.startsWith(PREFIX))
        .map((id) => ({ type: id.slice(PREFIX.length), label: intl.formatMessage({ id }) }))
        .sort((a, b) => a.type.localeCompare(b.type)),
    [intl],
  );
  const needle = query.trim().toLowerCase();
  const shown = needle
    ? events.filter((event) => event.type.includes(needle) || event.label.toLowerCase().includes(needle))
    : events;
  const subjects = [...new Set(shown.map((event) => subjectOf(event.type)))];
  return (
    <Stack gap="md">
      <Text size="sm">{t('documentation.events.intro', { count: events.length })}</Text>
      <TextInput
        label={t('documentation.events.search')}
        placeholder={t('documentation.events.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        maw={420}
      />
      {shown.length === 0 ? (
        <Text c="dimmed">{t('documentation.events.none')}</Text>
      ) : (
        subjects.map((subject) => {
          const rows = shown.filter((event) => subjectOf(event.type) === subject);
          return (
            <Card key={subject} withBorder radius="md" p="md" component="section" aria-label={subject}>
              <Group gap="xs" mb="xs">
                <Title order={2} size="h5" ff="monospace">
                  {subject}
                </Title>
                <Badge variant="light" color="gray">
                  {rows.length}
                </Badge>
              </Group>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w="45%">{t('documentation.events.type')}</Table.Th>
                    <Table.Th>{t('documentation.events.label')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((event) => (
                    <Table.Tr key={event.type}>
                      <Table.Td ff="monospace" fz="sm">
                        {event.type}
                      </Table.Td>
                      <Table.Td fz="sm">{event.label}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Card>
          );
        })
      )}
    </Stack>
  );
}
