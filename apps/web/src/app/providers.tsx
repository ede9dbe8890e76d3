import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Locale, LocaleProvider } from './locale';
import { cssVariablesResolver, theme } from './theme';

/**
 * The app's providers. Apollo is not among them: the shell provides it to the pages that need it, with
 * the host of @mantine/modals' confirm modals (shell/root-shell.tsx, shell/shell-modals.tsx).
 */
export function Providers({ children, locale }: { children: ReactNode; locale?: Locale }) {
  return (
    <LocaleProvider initial={locale}>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        {children}
      </MantineProvider>
    </LocaleProvider>
  );
}
