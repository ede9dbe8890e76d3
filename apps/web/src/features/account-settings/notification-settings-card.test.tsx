import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { fr } from '../../i18n/messages';
import {
  MY_NOTIFICATION_SETTINGS,
  UPDATE_NOTIFICATION_BUDGET,
  UPDATE_NOTIFICATION_SETTINGS,
} from './account-settings-operations';
import { NotificationSettingsCard } from './notification-settings-card';

// jsdom lacks it; the select's list scrolls its selected option into view.
Element.prototype.scrollIntoView ??= () => {};

const input = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

const me = (mediums: string[], categories: string[]) => ({
  __typename: 'User',
  id: '1',
  notificationMediumList: mediums,
  notificationCategoryList: categories,
});
const loaded = (available = ['email']) => ({
  request: { query: MY_NOTIFICATION_SETTINGS },
  result: {
    data: {
      me: me(['email', 'sms'], ['missions']),
      availableNotificationMedia: available,
      notificationBudgets: [{ __typename: 'NotificationBudget', category: 'missions', weeklyCap: 3 }],
    },
  },
});

function renderCard(update: MockedResponse, available?: string[]) {
  render(
    <MockedProvider mocks={[loaded(available), update]}>
      <IntlProvider locale="fr-FR" messages={fr}>
        <MantineProvider>
          <NotificationSettingsCard />
        </MantineProvider>
      </IntlProvider>
    </MockedProvider>,
  );
}

/** The select's input (its listbox carries the same label). */
async function findCapInput(category: string) {
  const labelled = await screen.findAllByLabelText(`Limite d’e-mails : ${category}`);
  return labelled.find((element) => element.tagName === 'INPUT') as HTMLInputElement;
}

const noUpdate = { request: { query: UPDATE_NOTIFICATION_SETTINGS }, result: { data: null } };

describe('NotificationSettingsCard', () => {
  it('shows the saved choices, in-app always on and the mediums without a provider disabled', async () => {
    renderCard(noUpdate);
    expect(((await screen.findByLabelText('Missions')) as HTMLInputElement).checked).toBe(true);
    expect(input('Factures').checked).toBe(false);
    expect(input('E-mail').checked).toBe(true);
    expect(input('Dans l’application (toujours actif)').disabled).toBe(true);
    expect(input(/^SMS/).disabled).toBe(true);
    expect(input(/^SMS/).checked).toBe(false);
  });

  it('offers a medium as soon as the server has a provider for it', async () => {
    renderCard(noUpdate, ['email', 'sms']);
    await screen.findByLabelText('Missions');
    expect(input('SMS').disabled).toBe(false);
    expect(input('SMS').checked).toBe(true);
    expect(input(/^Slack/).disabled).toBe(true);
  });

  it('saves a change at once, keeping the saved mediums that cannot be chosen, with the success chip', async () => {
    const variables = { mediums: ['sms', 'email'], categories: ['missions', 'invoices'] };
    renderCard({
      request: { query: UPDATE_NOTIFICATION_SETTINGS, variables },
      result: { data: { updateNotificationSettings: me(variables.mediums, variables.categories) } },
    });
    fireEvent.click(await screen.findByLabelText('Factures'));
    expect(input('Factures').checked).toBe(true);
    await waitFor(() => expect(screen.getByText('Enregistré')).toBeTruthy());
  });

  it('shows the error chip when the save fails', async () => {
    const variables = { mediums: ['sms'], categories: ['missions'] };
    renderCard({ request: { query: UPDATE_NOTIFICATION_SETTINGS, variables }, error: new Error('offline') });
    fireEvent.click(await screen.findByLabelText('E-mail'));
    await waitFor(() => expect(screen.getByText('Échec de l’enregistrement')).toBeTruthy());
  });

  it('caps the e-mails of a chosen category per week, explaining that the rest arrives in one summary', async () => {
    const variables = { category: 'missions', weeklyCap: 10 };
    renderCard({
      request: { query: UPDATE_NOTIFICATION_BUDGET, variables },
      result: {
        data: { updateNotificationBudget: [{ __typename: 'NotificationBudget', category: 'missions', weeklyCap: 10 }] },
      },
    });
    const select = await findCapInput('Missions');
    expect((select as HTMLInputElement).value).toBe('3 e-mails par semaine');
    expect(screen.getByText(/en un seul récapitulatif hebdomadaire/)).toBeTruthy();
    // Only the chosen categories get a cap.
    expect(screen.queryAllByLabelText('Limite d’e-mails : Factures')).toHaveLength(0);
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: '10 e-mails par semaine', hidden: true }));
    await waitFor(() => expect(screen.getByText('Enregistré')).toBeTruthy());
    expect(((await findCapInput('Missions')) as HTMLInputElement).value).toBe('10 e-mails par semaine');
  });
});
