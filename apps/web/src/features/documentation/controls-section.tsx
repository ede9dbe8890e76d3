import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@orbite/domain/constants';
import {
  FREELANCE_SKILL_DURATION_YEARS,
  isValidIban,
  isValidPhone,
  isValidSiret,
  isValidVatNumber,
  MISSION_DURATION_DAYS,
  RETRIBUTION,
  WORKING_TIME_DAYS,
} from '@orbite/domain/validators';
import { isValidEmail } from '@orbite/domain/validators-basic';
import { useState } from 'react';
import { useT } from '../../ui/use-t';

/** Fields checked live by the validators the forms and the API share (`@orbite/domain`). */
const checkedFields = [
  { key: 'email', check: isValidEmail, example: 'julien.bernard@exemple.fr' },
  { key: 'phone', check: (value: string) => isValidPhone(value), example: '06 12 34 56 78' },
  { key: 'iban', check: (value: string) => isValidIban(value), example: 'FR76 3000 6000 0112 3456 7890 189' },
  { key: 'siret', check: (value: string) => isValidSiret(value), example: '732 829 320 00074' },
  { key: 'vat', check: (value: string) => isValidVatNumber(value), example: 'FR40303265045' },
] as const;

function CheckedField({ field }: { field: (typeof checkedFields)[number] }) {
  const t = useT();
  const [value, setValue] = useState('');
  const valid = value.trim() === '' ? null : field.check(value);
  return (
    <TextInput
      label={t(`documentation.controls.field.${field.key}`)}
      placeholder={field.example}
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      error={valid === false ? t('documentation.controls.invalid') : undefined}
      description={
        valid ? t('documentation.controls.valid') : t('documentation.controls.example', { example: field.example })
      }
    />
  );
}

const bounds = [
  ['password', `${PASSWORD_MIN_LENGTH}+`],
  ['retribution', `${RETRIBUTION.min} – ${RETRIBUTION.max} €`],
  ['missionDuration', `${MISSION_DURATION_DAYS.min} – ${MISSION_DURATION_DAYS.max}`],
  ['workingTime', `${WORKING_TIME_DAYS.min} – ${WORKING_TIME_DAYS.max}`],
  ['skillYears', `${FREELANCE_SKILL_DURATION_YEARS.min} – ${FREELANCE_SKILL_DURATION_YEARS.max}`],
] as const;

/** `/backoffice/documentation/controls`: the form controls in their states, and the validators with their bounds. */
export function ControlsSection() {
  const t = useT();
  const label = (key: string) => t(`documentation.controls.${key}`);
  return (
    <Stack gap="md">
      <Card withBorder radius="md" p="md" component="section" aria-labelledby="doc-buttons">
        <Title order={2} size="h5" id="doc-buttons" mb="sm">
          {label('buttons')}
        </Title>
        <Group gap="sm">
          <Button>{label('primary')}</Button>
          <Button variant="light">{label('secondary')}</Button>
          <Button variant="subtle">{label('tertiary')}</Button>
          <Button color="danger">{label('destructive')}</Button>
          <Button loading>{label('loading')}</Button>
          <Button disabled>{label('disabled')}</Button>
        </Group>
        <Group gap="xs" mt="sm">
          {['orbite', 'success', 'warning', 'danger', 'gray'].map((color) => (
            <Badge key={color} color={color} variant="light">
              {color}
            </Badge>
          ))}
        </Group>
      </Card>
      <Card withBorder radius="md" p="md" component="section" aria-labelledby="doc-inputs">
        <Title order={2} size="h5" id="doc-inputs" mb="sm">
          {label('inputs')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <TextInput label={label('text')} placeholder={label('placeholder')} />
          <TextInput label={label('required')} required error={t('form.required')} />
          <TextInput label={label('disabled')} disabled value={label('readOnlyValue')} readOnly />
          <Select label={label('select')} data={['Télétravail', 'Sur site', 'Hybride']} clearable />
          <NumberInput label={label('number')} min={RETRIBUTION.min} max={RETRIBUTION.max} suffix=" €" />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="doc-segmented">
              {label('segmented')}
            </Text>
            <SegmentedControl data={['Jour', 'Semaine', 'Mois']} aria-labelledby="doc-segmented" />
          </Stack>
        </SimpleGrid>
        <Group gap="lg" mt="md">
          <Checkbox label={label('checkbox')} defaultChecked />
          <Switch label={label('switch')} />
          <Radio.Group name="doc-radio" defaultValue="a" label={label('radio')}>
            <Group gap="sm" mt={4}>
              <Radio value="a" label="A" />
              <Radio value="b" label="B" />
            </Group>
          </Radio.Group>
        </Group>
      </Card>
      <Card withBorder radius="md" p="md" component="section" aria-labelledby="doc-validators">
        <Title order={2} size="h5" id="doc-validators">
          {label('validators')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {label('validatorsHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {checkedFields.map((field) => (
            <CheckedField key={field.key} field={field} />
          ))}
        </SimpleGrid>
        <Table mt="md" striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{label('rule')}</Table.Th>
              <Table.Th>{label('bounds')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bounds.map(([key, value]) => (
              <Table.Tr key={key}>
                <Table.Td>{label(`bound.${key}`)}</Table.Td>
                <Table.Td ff="monospace">{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      <Alert variant="light" color="orbite">
        {label('alert')}
      </Alert>
    </Stack>
  );
}
