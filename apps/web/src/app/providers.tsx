import '@mantine/core/styles.css';
import { Drawer, MantineProvider, Modal, mergeThemeOverrides } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { type Locale, LocaleProvider } from './locale';
import { cssVariablesResolver, theme } from './theme';

/**
 * The app's providers. Apollo is not among them: the shell provides it to the pages that need it, with
 * the host of @mantine/modals' confirm modals (shell/root-shell.tsx, shell/shell-modals.tsx).
 */
export function Providers({ children, locale }: { children: ReactNode; locale?: Locale }) {
  return (
    <LocaleProvider initial={locale}>
      <LocalizedMantine>{children}</LocalizedMantine>
    </LocaleProvider>
  );
}

/**
 * Mantine with the words its components need in the user's language: every modal's and drawer's close
 * button is named (« Fermer »), those that name it themselves and @mantine/modals' confirmations alike;
 * without a name, a screen reader announced a bare "button" (axe: button-name, critical).
 */
function LocalizedMantine({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const close = intl.formatMessage({ id: 'common.close' });
  const localized = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': close } } }),
          Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': close } } }),
        },
      }),
    [close],
  );
  return (
    <MantineProvider theme={localized} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}
