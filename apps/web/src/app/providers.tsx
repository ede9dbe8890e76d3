import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';
import { LocaleProvider } from './locale';
import { cssVariablesResolver, theme } from './theme';

/** The app's providers. Apollo is not among them: the shell provides it to the pages that need it (shell/root-shell.tsx). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <LocaleProvider>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <ModalsProvider>{children}</ModalsProvider>
      </MantineProvider>
    </LocaleProvider>
  );
}
