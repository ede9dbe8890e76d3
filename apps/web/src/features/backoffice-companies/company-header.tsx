import { Badge, Card, Group, Select, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { enterpriseSignupPreferenceOptions } from '@orbite/domain/enterprise-signup';
import { corporateAcquisitionSources } from '@orbite/domain/enums';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { addToast } from '../../shell/toasts';
import { useAudienceT } from '../../ui/audience';
import { useT } from '../../ui/use-t';
import { orThrow, refusalOf } from '../crew/crew-operations';
import { type CompanyDetail, useUpdateCompany } from './backoffice-companies-operations';

/**
 * The company page's header: name, account manager, structure, size and needs, with the acquisition
 * source and the terms exemption the team sets here. `accountManagerSlot` holds the assignment control.
 */
export function CompanyHeader({
  company,
  accountManagerSlot,
}: {
  company: CompanyDetail | undefined;
  accountManagerSlot?: ReactNode;
}) {
  const t = useT();
  const intl = useIntl();
  const [update, { loading }] = useUpdateCompany();
  if (!company)
    return (
      <Card withBorder radius="lg" p="lg">
        <Skeleton h={28} w="40%" mb="sm" />
        <Skeleton h={16} w="70%" />
      </Card>
    );

  const save = async (input: { acquisitionSource?: string | null; skipTermsValidation?: boolean }) => {
    try {
      await orThrow(update({ variables: { id: company.id, input } }));
      addToast({ type: 'success', messageId: 'backofficeCompanies.saved' });
    } catch (error) {
      const { message } = refusalOf(error);
      addToast({ type: 'error', messageId: 'backofficeCompanies.saveFailed', values: { reason: message ?? '' } });
    }
  };

  const facts = (
    [
      ['structure', company.structure, 'companySettings.structure'],
      ['size', company.size, 'companySettings.size'],
      ['needs', company.needs, 'companySettings.needs'],
    ] as const
  ).filter(([, value]) => value);

  return (
    <Card withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={1} size="h2">
              {company.name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('backofficeCompanies.company.since', {
                date: intl.formatDate(company.createdAt, { day: 'numeric', month: 'short', year: 'numeric' }),
              })}
            </Text>
          </div>
          <Stack gap={2} align="flex-end">
            <Text size="xs" c="dimmed">
              {t('backofficeCompanies.company.accountManager')}
            </Text>
            {accountManagerSlot ?? (
              <Text fw={600}>
                {company.accountManager?.fullName ?? t('backofficeCompanies.company.noAccountManager')}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs">
          {facts.map(([name, value, prefix]) => (
            <Badge key={name} variant="light" color="gray" tt="none">
              {t(`backofficeCompanies.field.${name}`)} : {t(`${prefix}.${value}`)}
            </Badge>
          ))}
          {facts.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('backofficeCompanies.company.noProfile')}
            </Text>
          ) : null}
        </Group>
        <Group align="flex-end" wrap="wrap" gap="lg">
          <Select
            label={t('backofficeCompanies.field.acquisitionSource')}
            placeholder={t('backofficeCompanies.company.unknownSource')}
            clearable
            disabled={loading}
            value={company.acquisitionSource}
            data={corporateAcquisitionSources.map((value) => ({
              value,
              label: t(`backofficeCompanies.source.${value}`),
            }))}
            onChange={(value) => save({ acquisitionSource: value })}
            w={260}
          />
          <Switch
            label={t('backofficeCompanies.field.skipTermsValidation')}
            checked={company.skipTermsValidation}
            disabled={loading}
            onChange={(event) => save({ skipTermsValidation: event.currentTarget.checked })}
          />
        </Group>
        <SignupAnswers company={company} />
      </Stack>
    </Card>
  );
}

/** What the company said it looks for at sign-up, in words, with the skills it picked. */
function SignupAnswers({ company }: { company: CompanyDetail }) {
  const t = useT();
  // The sign-up asked « Votre environnement »; the team reads the answer as « Environnement ».
  const audienceT = useAudienceT();
  const preferences = company.signupPreferences ?? {};
  const answers = (Object.keys(enterpriseSignupPreferenceOptions) as (keyof typeof enterpriseSignupPreferenceOptions)[])
    .filter((key) => typeof preferences[key] === 'string')
    .map((key) => ({
      key,
      label: audienceT(`enterpriseSignup.preferences.${key}`),
      value: t(`enterpriseSignup.preferences.${key}.${preferences[key] as string}`),
    }));
  if (answers.length === 0 && company.signupSkills.length === 0) return null;
  return (
    <Stack gap={6} data-testid="signup-answers">
      <Text size="sm" fw={600}>
        {t('backofficeCompanies.company.signupPreferences')}
      </Text>
      {answers.length > 0 ? (
        <Text size="sm">{answers.map((answer) => `${answer.label} : ${answer.value}`).join(' · ')}</Text>
      ) : null}
      {company.signupSkills.length > 0 ? (
        <Group gap={6}>
          {company.signupSkills.map((skill) => (
            <Badge key={skill} variant="light" size="sm">
              {skill}
            </Badge>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
