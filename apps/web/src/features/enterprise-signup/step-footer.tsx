import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useT } from '../../ui/use-t';

/** Back and next buttons of a step; `submit` makes "next" submit the step's form. */
export function StepFooter({
  onBack,
  onNext,
  nextLabel,
  submit = false,
  loading = false,
  disabled = false,
}: {
  onBack?: () => void;
  onNext?: () => void;
  nextLabel?: string;
  submit?: boolean;
  loading?: boolean;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <Group justify="space-between" mt="lg" wrap="wrap-reverse" gap="sm">
      {onBack ? (
        <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          {t('enterpriseSignup.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button
        type={submit ? 'submit' : 'button'}
        onClick={submit ? undefined : onNext}
        loading={loading}
        disabled={disabled}
        rightSection={<IconArrowRight size={16} />}
      >
        {nextLabel ?? t('enterpriseSignup.next')}
      </Button>
    </Group>
  );
}
