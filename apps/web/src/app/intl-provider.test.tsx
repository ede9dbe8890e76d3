import { render, screen } from '@testing-library/react';
import { FormattedDate, useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ProductIntlProvider } from './intl-provider';

function Dates() {
  const intl = useIntl();
  const long = { day: 'numeric', month: 'long', year: 'numeric' } as const;
  return (
    <>
      <p data-testid="hook">{intl.formatDate('2026-12-01T12:00:00Z', long)}</p>
      <p data-testid="component">
        <FormattedDate value="2026-06-01T12:00:00Z" weekday="long" day="numeric" month="long" />
      </p>
      <p data-testid="second">{intl.formatDate('2026-12-02T12:00:00Z', long)}</p>
      <p data-testid="numeric">{intl.formatDate('2026-12-01T12:00:00Z', { dateStyle: 'short' })}</p>
    </>
  );
}

const renderIn = (locale: string) =>
  render(
    <ProductIntlProvider locale={locale} defaultLocale="fr-FR" messages={{}} timeZone="Europe/Paris">
      <Dates />
    </ProductIntlProvider>,
  );

describe('ProductIntlProvider', () => {
  it('writes the first of the month « 1er » in French, through the hook and the component', () => {
    renderIn('fr-FR');
    expect(screen.getByTestId('hook').textContent).toBe('1er décembre 2026');
    expect(screen.getByTestId('component').textContent).toBe('lundi 1er juin');
    expect(screen.getByTestId('second').textContent).toBe('2 décembre 2026');
    expect(screen.getByTestId('numeric').textContent).toBe('01/12/2026');
  });

  it('leaves English dates as Intl writes them', () => {
    renderIn('en');
    expect(screen.getByTestId('hook').textContent).toBe('December 1, 2026');
  });
});
