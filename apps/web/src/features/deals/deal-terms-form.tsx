import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Button,
  Grid,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import {
  type Commissions,
  dealPrices,
  isValidCommissionRate,
  isValidFlatFee,
  marginModeOn,
} from '@orbite/domain/pricing';
import { isValidTjmDecimal, isValidWorkingTime } from '@orbite/domain/validators';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { DayPickerInput } from '../../ui/day-picker-input';
import { useT } from '../../ui/use-t';
import { dealError } from './deal-errors';
import { useDay, useMoney } from './deal-format';
import { type Deal, UPDATE_DEAL_TERMS } from './deal-operations';

interface Values {
  dailyRate: number | string;
  startDate: string | null;
  endDate: string | null;
  daysPerWeek: number | string;
  renewable: string;
  corporateRate: number | string;
  corporateFlatFee: number | string;
  freelanceRate: number | string;
  freelanceFlatFee: number | string;
  specificMentions: string;
}

const num = (value: number | string) => (typeof value === 'number' ? value : Number(String(value).replace(',', '.')));

/** The prices the typed terms give, for the deal's terms day; null while a value is not a number. */
function livePrices(values: Values, termsDay: string) {
  const rate = num(values.dailyRate);
  const commissions: Commissions = {
    corporate: { rate: num(values.corporateRate) / 100, flatFee: num(values.corporateFlatFee) || 0 },
    freelancer: { rate: num(values.freelanceRate) / 100, flatFee: num(values.freelanceFlatFee) || 0 },
  };
  if (!Number.isFinite(rate) || rate <= 0) return null;
  try {
    return dealPrices(rate, termsDay, commissions);
  } catch {
    return null;
  }
}

/**
 * The team's terms form: rate, dates, rhythm, renewal, commissions (percentages here, fractions on
 * the server) and the client's specific mentions; the client and freelancer prices follow as the
 * team types, with the pricing rule of the deal's terms day.
 */
export function DealTermsForm({ deal, onSaved }: { deal: Deal; onSaved?: () => void }) {
  const t = useT();
  const money = useMoney();
  const day = useDay();
  const c = deal.commissions;
  const { control, handleSubmit, formState, reset } = useForm<Values>({
    defaultValues: {
      dailyRate: deal.dailyRate ?? '',
      startDate: deal.startDate,
      endDate: deal.endDate,
      daysPerWeek: deal.daysPerWeek,
      renewable: deal.renewable,
      corporateRate: c ? Math.round(c.corporateRate * 10000) / 100 : 15,
      corporateFlatFee: c?.corporateFlatFee ?? 0,
      freelanceRate: c ? Math.round(c.freelanceRate * 10000) / 100 : 5,
      freelanceFlatFee: c?.freelanceFlatFee ?? 0,
      specificMentions: deal.specificMentions ?? '',
    },
  });
  const values = useWatch({ control }) as Values;
  const prices = livePrices(values, deal.termsDay);
  const [save, saving] = useMutation(UPDATE_DEAL_TERMS);
  const failure = dealError(saving.error);

  const submit = handleSubmit(async (v) => {
    const result = await save({
      variables: {
        id: deal.id,
        input: {
          revision: deal.revision,
          dailyRate: num(v.dailyRate),
          startDate: v.startDate ?? '',
          endDate: v.endDate ?? '',
          daysPerWeek: num(v.daysPerWeek),
          renewable: v.renewable,
          corporateCommissionRate: num(v.corporateRate) / 100,
          corporateFlatFee: num(v.corporateFlatFee) || 0,
          freelanceCommissionRate: num(v.freelanceRate) / 100,
          freelanceFlatFee: num(v.freelanceFlatFee) || 0,
          specificMentions: v.specificMentions.trim() || null,
        },
      },
    }).catch(() => null);
    if (result?.data) {
      reset(v);
      onSaved?.();
    }
  });

  const numberField = (name: keyof Values, label: string, rule: (v: number) => boolean, suffix?: string) => (
    <Controller
      name={name}
      control={control}
      rules={{ validate: (v) => rule(num(v as number | string)) || t('deals.form.invalid') }}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          value={field.value as number | string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          decimalSeparator=","
          suffix={suffix}
          min={0}
        />
      )}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {numberField('dailyRate', t('deals.form.dailyRate'), (v) => v > 0 && isValidTjmDecimal(v), ' €')}
          {numberField('daysPerWeek', t('deals.form.daysPerWeek'), (v) => isValidWorkingTime(v))}
          <Controller
            name="startDate"
            control={control}
            rules={{ required: t('deals.form.required') }}
            render={({ field, fieldState }) => (
              <DayPickerInput
                label={t('deals.form.startDate')}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                required
              />
            )}
          />
          <Controller
            name="endDate"
            control={control}
            rules={{
              required: t('deals.form.required'),
              validate: (v, all) => !v || !all.startDate || v >= all.startDate || t('deals.form.endAfterStart'),
            }}
            render={({ field, fieldState }) => (
              <DayPickerInput
                label={t('deals.form.endDate')}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                minDate={values.startDate ?? undefined}
                required
              />
            )}
          />
          <Controller
            name="renewable"
            control={control}
            render={({ field }) => (
              <Select
                label={t('deals.form.renewable')}
                data={['high', 'possible', 'none'].map((v) => ({ value: v, label: t(`deals.renewable.${v}`) }))}
                value={field.value}
                onChange={(v) => field.onChange(v ?? 'possible')}
                allowDeselect={false}
              />
            )}
          />
        </SimpleGrid>
        <Text fw={600} size="sm">
          {t('deals.form.commissions')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {numberField('corporateRate', t('deals.form.corporateRate'), (v) => isValidCommissionRate(v / 100), ' %')}
          {numberField('corporateFlatFee', t('deals.form.corporateFlatFee'), (v) => isValidFlatFee(v), ' €')}
          {numberField('freelanceRate', t('deals.form.freelanceRate'), (v) => isValidCommissionRate(v / 100), ' %')}
          {numberField('freelanceFlatFee', t('deals.form.freelanceFlatFee'), (v) => isValidFlatFee(v), ' €')}
        </SimpleGrid>
        <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)" aria-live="polite">
          <Text size="xs" c="dimmed" mb={6}>
            {t(`deals.form.rule.${marginModeOn(deal.termsDay)}`, { day: day(deal.termsDay) })}
          </Text>
          {prices ? (
            <Grid>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <Text size="xs" c="dimmed">
                  {t('deals.price.client')}
                </Text>
                <Text fw={700} data-testid="live-client-price">
                  {money(prices.clientDailyPrice)}
                </Text>
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <Text size="xs" c="dimmed">
                  {t('deals.price.freelance')}
                </Text>
                <Text fw={700} data-testid="live-freelance-net">
                  {money(prices.freelancerDailyNet)}
                </Text>
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <Text size="xs" c="dimmed">
                  {t('deals.price.margin')}
                </Text>
                <Text fw={700}>{money(prices.platformDailyMargin)}</Text>
              </Grid.Col>
            </Grid>
          ) : (
            <Text size="sm" c="dimmed">
              {t('deals.form.noPrices')}
            </Text>
          )}
        </Paper>
        <Controller
          name="specificMentions"
          control={control}
          render={({ field }) => (
            <Textarea
              label={t('deals.form.specificMentions')}
              description={t('deals.form.specificMentionsHelp')}
              rows={2}
              maxLength={2000}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {t(failure.id)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={saving.loading} disabled={!formState.isDirty}>
            {t(deal.status === 'draft' ? 'deals.form.save' : 'deals.form.saveAndResend')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
