import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { fr } from '../../i18n/messages';
import { SiretValue } from './siret-value';

describe('a company’s SIRET on its page', () => {
  it('is grouped as the SIREN is, the SIREN beside it', () => {
    render(
      <IntlProvider locale="fr-FR" messages={fr}>
        <MantineProvider>
          <SiretValue siret="85234127600017" siren="852341276" />
        </MantineProvider>
      </IntlProvider>,
    );
    expect(screen.getByText('852 341 276 00017', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('SIREN : 852 341 276')).toBeInTheDocument();
  });
});
