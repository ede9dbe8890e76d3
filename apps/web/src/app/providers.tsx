import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
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
 * button is named (« Fermer »), those that name it themselves and @mantine/modals' confirmations alike, and
 * every pager's arrows; without a name, a screen reader announced a bare "button" (axe: button-name, critical).
 */
function LocalizedMantine({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const localized = useMemo(() => {
    const close = { 'aria-label': intl.formatMessage({ id: 'common.close' }) };
    const page = (control: 'first' | 'previous' | 'next' | 'last') => ({
      'aria-label': intl.formatMessage({ id: `common.pagination.${control}` }),
    });
    // Plain objects, not `Modal.extend(...)`: importing the components here would put them, and floating-ui, in
    // the entry that the sign-in page loads (211.7 kB gzipped against a budget of 200).
    return mergeThemeOverrides(theme, {
      components: {
        Modal: { defaultProps: { closeButtonProps: close } },
        Drawer: { defaultProps: { closeButtonProps: close } },
        // The arrows of every pager (the numbers name themselves).
        Pagination: { defaultProps: { getControlProps: page } },
      },
    });
  }, [intl]);
  return (
    <MantineProvider theme={localized} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}
