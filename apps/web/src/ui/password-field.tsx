import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useT } from './use-t';

/** Mantine's password input with its eye button named in the user's language (Mantine names it in English). */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordField(props, ref) {
  const t = useT();
  return (
    <PasswordInput
      ref={ref}
      {...props}
      visibilityToggleButtonProps={{
        'aria-label': t('field.passwordVisibility'),
        ...props.visibilityToggleButtonProps,
      }}
    />
  );
});
