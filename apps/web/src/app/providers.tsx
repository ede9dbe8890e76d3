import '@mantine/core/styles.css';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { type ReactNode, useState } from 'react';
import { createApolloClient } from './apollo';
import { LocaleProvider } from './locale';
import { cssVariablesResolver, theme } from './theme';

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);
  return (
    <ApolloProvider client={client}>
      <LocaleProvider>
        <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
          <ModalsProvider>{children}</ModalsProvider>
        </MantineProvider>
      </LocaleProvider>
    </ApolloProvider>
  );
}
