import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconPencilOff } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { addToast } from '../../shell/toasts';
import { useT } from '../../ui/use-t';
import { reportMutationErrors } from '../profile/mutation-errors';
import {
  type AcceptedProposal,
  type ProfileImport,
  useApplyProfileImport,
  useDiscardProfileImport,
} from './profile-import-operations';
import { keptItems, type ReviewItem } from './profile-import-rules';

type Section = Exclude<keyof AcceptedProposal, 'linkedInUrl' | 'linkedInUrlValue'>;
const SECTIONS: Section[] = ['experiences', 'education', 'skills', 'languages'];

type Field = { name: string; multiline?: boolean; half?: boolean; kind?: 'date' | 'level' };
const FIELDS: Record<Section, Field[]> = {
  experiences: [
    { name: 'title', half: true },
    { name: 'company', half: true },
    { name: 'startDate', half: true, kind: 'date' },
    { name: 'endDate', half: true, kind: 'date' },
    { name: 'location' },
    { name: 'description', multiline: true },
  ],
  education: [
    { name: 'school', half: true },
    { name: 'degree', half: true },
    { name: 'startDate', half: true, kind: 'date' },
    { name: 'endDate', half: true, kind: 'date' },
  ],
  skills: [{ name: 'name' }],
  languages: [
    { name: 'name', half: true },
    { name: 'level', half: true, kind: 'level' },
  ],
};

type Item = ReviewItem & Record<string, string | null | undefined>;

const LEVELS = ['basic', 'pro', 'native'] as const;
const OPTIONAL = new Set(['location', 'description', 'degree', 'startDate', 'endDate', 'languageIso', 'skillId']);

/** An item as the server takes it: no __typename nor catalogue name, emptied optional fields sent as null. */
const clean = (item: Record<string, unknown>) => {
  const { __typename: _, skillName: __, ...rest } = item;
  return Object.fromEntries(
    Object.entries(rest).map(([name, value]) => [
      name,
      OPTIONAL.has(name) && typeof value === 'string' && value.trim() === '' ? null : value,
    ]),
  );
};

interface SummaryFormat {
  level: (level: string) => string;
  /** « Lu dans le CV : Airflow ». */
  readAs: (name: string) => string;
  /** A "YYYY-MM-DD" date as month and year. */
  date: (date: string) => string;
  ongoing: string;
}

function summaryOf(section: Section, item: Item, format: SummaryFormat): { main: string; sub: string } {
  const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');
  const when = (value: string | null | undefined) => (value ? format.date(value) : null);
  switch (section) {
    case 'experiences': {
      const period = item.startDate ? `${when(item.startDate)} – ${when(item.endDate) ?? format.ongoing}` : null;
      return { main: join(item.title, item.company), sub: join(period, item.location) };
    }
    case 'education': {
      const period = [when(item.startDate), when(item.endDate)].filter(Boolean).join(' – ');
      return { main: join(item.degree, item.school), sub: period };
    }
    case 'skills':
      // Matched under another name (an alias): the profile will show the catalogue's, and says what the CV read.
      return item.skillName && item.skillName.localeCompare(item.name ?? '', 'fr', { sensitivity: 'base' }) !== 0
        ? { main: item.skillName, sub: format.readAs(item.name ?? '') }
        : { main: item.name ?? '', sub: '' };
    default:
      return { main: item.name ?? '', sub: item.level ? format.level(item.level) : '' };
  }
}

/**
 * The review of a finished import: every proposed item with a checkbox (all ticked) and an inline
 * edit (keyed by import id by its parent, so its choices reset per import); "Enregistrer la sélection" applies the ticked ones, "Ignorer" discards the whole proposal.
 */
export function ProfileImportReview({ imp, onClose }: { imp: ProfileImport | null; onClose: () => void }) {
  const t = useT();
  const intl = useIntl();
  const narrow = useMediaQuery('(max-width: 48em)');
  const format: SummaryFormat = {
    level: (level) => t(`profileImport.level.${level}`),
    readAs: (name) => t('profileImport.review.readAs', { name }),
    date: (date) =>
      /^\d{4}-\d{2}/.test(date)
        ? intl.formatDate(`${date.slice(0, 7)}-01T00:00:00Z`, { month: 'short', year: 'numeric', timeZone: 'UTC' })
        : date,
    ongoing: t('profileImport.review.ongoing'),
  };
  const [unticked, setUnticked] = useState<Set<string>>(new Set());
  const [edits, setEdits] = useState<Record<string, Record<string, string>>>({});
  const [editing, setEditing] = useState<string | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [takeLinkedIn, setTakeLinkedIn] = useState(true);
  const [linkedInUrl, setLinkedInUrl] = useState(imp?.proposal?.linkedInUrl ?? '');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [apply, { loading: applying }] = useApplyProfileImport();
  const [discard, { loading: discarding }] = useDiscardProfileImport();

  const proposal = imp?.proposal;
  const itemsOf = (section: Section): Item[] => (proposal?.[section] ?? []) as unknown as Item[];
  const itemKey = (section: Section, item: Item) => `${section}:${item.key}`;
  const total = SECTIONS.reduce((sum, section) => sum + itemsOf(section).length, 0);

  const toggle = (key: string) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const accepted = (): AcceptedProposal => {
    const pick = (section: Section) => {
      const items = itemsOf(section).map((item) => ({ ...item, key: itemKey(section, item), original: item.key }));
      return keptItems(items, unticked, edits as Record<string, Partial<Item & { original: string }>>).map(
        ({ original, ...item }) => clean({ ...item, key: original }),
      );
    };
    return {
      experiences: pick('experiences') as unknown as AcceptedProposal['experiences'],
      education: pick('education') as unknown as AcceptedProposal['education'],
      skills: pick('skills') as unknown as AcceptedProposal['skills'],
      languages: pick('languages') as unknown as AcceptedProposal['languages'],
      linkedInUrl: !!proposal?.linkedInUrl && takeLinkedIn,
      linkedInUrlValue: proposal?.linkedInUrl && takeLinkedIn ? linkedInUrl.trim() || null : null,
    };
  };
  const keptCount = total - unticked.size;

  const save = async () => {
    if (!imp) return;
    setUrlError(null);
    const { data, error } = await apply({ variables: { importId: imp.id, accepted: accepted() } });
    const failed = reportMutationErrors(error, (field, message, messageId) => {
      if (field !== 'linkedInUrl' || !proposal?.linkedInUrl) return false;
      setUrlError(messageId ? intl.formatMessage({ id: messageId }) : message);
      return true;
    });
    if (failed || !data) return;
    addToast({ type: 'success', messageId: 'profileImport.review.saved', values: { count: keptCount } });
    onClose();
  };

  const ignore = async () => {
    if (!imp) return;
    const { data, error } = await discard({ variables: { importId: imp.id } });
    setConfirmDiscard(false);
    if (reportMutationErrors(error) || !data) return;
    addToast({ type: 'info', messageId: 'profileImport.review.discarded' });
    onClose();
  };

  const setField = (key: string, field: string, value: string) =>
    setEdits((current) => ({
      ...current,
      // A renamed skill is matched to the catalogue again by the server, from its new name.
      [key]: {
        ...current[key],
        [field]: value,
        ...(key.startsWith('skills:') && field === 'name' ? { skillId: '', skillName: '' } : {}),
      },
    }));

  const renderItem = (section: Section, item: Item): ReactNode => {
    const key = itemKey(section, item);
    const current = { ...item, ...edits[key] };
    const { main, sub: period } = summaryOf(section, current, format);
    const unmatched = section === 'skills' && !current.skillId && !edits[key]?.name;
    const sub = unmatched ? t('profileImport.review.unmatchedSkill') : period;
    const open = editing === key;
    return (
      <Paper key={key} withBorder p="sm" radius="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Checkbox
            checked={!unticked.has(key)}
            onChange={() => toggle(key)}
            label={main || t('profileImport.review.untitled')}
            description={sub || undefined}
            styles={{
              label: { fontWeight: 500 },
              description: unmatched ? { color: 'var(--mantine-color-orange-8)' } : undefined,
            }}
          />
          <ActionIcon
            variant="subtle"
            onClick={() => setEditing(open ? null : key)}
            aria-label={t(open ? 'profileImport.review.closeEdit' : 'profileImport.review.edit', {
              item: main || t('profileImport.review.untitled'),
            })}
            aria-expanded={open}
          >
            {open ? <IconPencilOff size={18} /> : <IconPencil size={18} />}
          </ActionIcon>
        </Group>
        {open ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm" spacing="sm">
            {FIELDS[section].map((field) => {
              const props = {
                label: t(`profileImport.field.${field.name}`),
                value: current[field.name] ?? '',
                onChange: (event: { currentTarget: { value: string } }) =>
                  setField(key, field.name, event.currentTarget.value),
                style: field.half ? undefined : { gridColumn: '1 / -1' },
              };
              if (field.kind === 'level')
                return (
                  <Select
                    key={field.name}
                    label={props.label}
                    value={props.value || null}
                    onChange={(value) => value && setField(key, field.name, value)}
                    data={LEVELS.map((level) => ({ value: level, label: t(`profileImport.level.${level}`) }))}
                    allowDeselect={false}
                  />
                );
              return field.multiline ? (
                <Textarea key={field.name} {...props} rows={4} />
              ) : (
                <TextInput key={field.name} {...props} type={field.kind === 'date' ? 'date' : 'text'} />
              );
            })}
          </SimpleGrid>
        ) : null}
      </Paper>
    );
  };

  return (
    <>
      <Modal
        opened={!!imp && !confirmDiscard}
        onClose={onClose}
        title={t('profileImport.review.title')}
        styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 700 } }}
        size="xl"
        fullScreen={narrow}
      >
        <Stack gap="lg">
          <Text size="sm" c="dimmed">
            {t('profileImport.review.intro', { fileName: imp?.fileName ?? '' })}
          </Text>
          {proposal?.linkedInUrl ? (
            <Stack gap="xs">
              <Checkbox
                checked={takeLinkedIn}
                onChange={(event) => setTakeLinkedIn(event.currentTarget.checked)}
                label={t('profileImport.review.linkedInUrl')}
              />
              {takeLinkedIn ? (
                <TextInput
                  label={t('profileImport.review.linkedInUrlLabel')}
                  value={linkedInUrl}
                  onChange={(event) => {
                    setLinkedInUrl(event.currentTarget.value);
                    setUrlError(null);
                  }}
                  error={urlError}
                  type="url"
                  inputMode="url"
                  pl={30}
                />
              ) : null}
            </Stack>
          ) : null}
          {total === 0 ? <Alert color="orange">{t('profileImport.review.empty')}</Alert> : null}
          {SECTIONS.map((section) => {
            const items = itemsOf(section);
            if (items.length === 0) return null;
            return (
              <Stack key={section} gap="xs" component="section" aria-label={t(`profileImport.section.${section}`)}>
                <Title order={3} size="h5">
                  {t(`profileImport.section.${section}`)} ({items.length})
                </Title>
                {section === 'skills' || section === 'languages' ? (
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                    {items.map((item) => renderItem(section, item))}
                  </SimpleGrid>
                ) : (
                  items.map((item) => renderItem(section, item))
                )}
              </Stack>
            );
          })}
          <Group
            justify="space-between"
            wrap="nowrap"
            gap="xs"
            py="sm"
            style={{
              position: 'sticky',
              bottom: 0,
              zIndex: 1,
              background: 'var(--mantine-color-body)',
              borderTop: '1px solid var(--mantine-color-default-border)',
            }}
          >
            <Button variant="default" color="red" onClick={() => setConfirmDiscard(true)} disabled={applying}>
              {t('profileImport.review.ignore')}
            </Button>
            <Button onClick={() => void save()} loading={applying} disabled={keptCount === 0}>
              {t(narrow ? 'profileImport.review.saveShort' : 'profileImport.review.save', { count: keptCount })}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={confirmDiscard}
        onClose={() => setConfirmDiscard(false)}
        title={t('profileImport.discard.title')}
        centered
      >
        <Stack>
          <Text>{t('profileImport.discard.text')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDiscard(false)}>
              {t('profileImport.discard.cancel')}
            </Button>
            <Button color="red" loading={discarding} onClick={() => void ignore()}>
              {t('profileImport.discard.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
