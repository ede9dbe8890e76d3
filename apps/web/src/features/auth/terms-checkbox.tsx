import { Anchor, Checkbox, Text } from '@mantine/core';
import { TERMS_OF_USE_URL } from '@orbite/domain/enterprise-signup';
import { useT } from '../../ui/use-t';

/** The terms checkbox with its link to the CGU (the enterprise sign-up, joining a company, taking a welcome link). */
export function TermsCheckbox({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  const t = useT();
  return (
    <Checkbox
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      error={error}
      label={
        <Text size="sm" span>
          {t('enterpriseSignup.terms.accept')}{' '}
          <Anchor href={TERMS_OF_USE_URL} target="_blank" rel="noopener noreferrer" size="sm">
            {t('enterpriseSignup.terms.link')}
          </Anchor>
        </Text>
      }
    />
  );
}
