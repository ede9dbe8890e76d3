import { act, fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../enterprise-matches/test-providers';
import { DealDocumentsPanel } from './deal-documents-panel';
import { DEAL_SIGNING, type DealDocument, type DealSigning, SIGN_DEAL_DOCUMENT } from './deal-signing-operations';

const HASH = 'a'.repeat(64);

const document = (overrides: Partial<DealDocument> = {}): DealDocument => ({
  id: '11',
  type: 'missionOrder',
  name: 'Bon de commande D-4-v1 (exemplaire client)',
  status: 'signing',
  sha256: HASH,
  signatories: ['corporate', 'platform'],
  signatures: [],
  url: '/deal-files/11',
  signedUrl: null,
  signedAt: null,
  viewerSignatory: 'corporate',
  ...overrides,
});

const signing = (overrides: Partial<DealSigning> = {}): DealSigning => ({
  dealId: '4',
  status: 'signing',
  signedAt: null,
  signatureBypassReason: null,
  platformSignatoryName: null,
  viewerCanStart: false,
  viewerCanStop: false,
  viewerCanBypass: false,
  viewerCanSignForPlatform: false,
  documents: [document()],
  ...overrides,
});

const query = (value: DealSigning) => ({
  request: { query: DEAL_SIGNING, variables: { dealId: '4' } },
  result: { data: { dealSigning: value } },
});

describe('DealDocumentsPanel', { timeout: 20_000 }, () => {
  it('lists the documents with who signed when, and the downloads', async () => {
    const signed = document({
      id: '12',
      name: 'Contrat-cadre D-4-v1',
      status: 'signed',
      signatories: ['freelance', 'corporate', 'platform'],
      viewerSignatory: null,
      signedUrl: '/deal-files/12?signed=1',
      signatures: [
        {
          id: '1',
          signatory: 'freelance',
          signerName: 'Julien Bernard',
          signedAt: '2026-03-04T08:15:00Z',
          ipAddress: null,
        },
      ],
    });
    renderWithProviders(<DealDocumentsPanel dealId="4" viewer="corporate" />, [
      query(signing({ documents: [signed] })),
    ]);
    expect(await screen.findByText('Contrat-cadre D-4-v1')).toBeInTheDocument();
    expect(screen.getByText(/signé par Julien Bernard le 4 mars 2026/)).toBeInTheDocument();
    expect(screen.getAllByText(/signature en attente/)).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Télécharger la version signée' })).toHaveAttribute(
      'href',
      '/deal-files/12?signed=1',
    );
    expect(screen.queryByRole('button', { name: 'Relire et signer' })).not.toBeInTheDocument();
  });

  it('signs after the name, the consent and two presses of the secured button, and shows a refusal in French', async () => {
    const refused = {
      request: {
        query: SIGN_DEAL_DOCUMENT,
        variables: { documentId: '11', typedName: 'Sophie Durand', documentSha256: HASH },
      },
      result: {
        errors: [new GraphQLError('Ce document n’est plus à signer.', { extensions: { code: 605 } })],
      },
    };
    renderWithProviders(<DealDocumentsPanel dealId="4" viewer="corporate" />, [query(signing()), refused]);
    expect(await screen.findByText('Un document attend votre signature.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Relire et signer' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(HASH)).toBeInTheDocument();
    const submit = dialog.getByRole('button', { name: 'Signer le document' });
    expect(submit).toBeDisabled();
    fireEvent.change(dialog.getByLabelText('Votre nom et prénom'), { target: { value: 'Sophie Durand' } });
    fireEvent.click(dialog.getByRole('checkbox'));
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    expect(await dialog.findByText('Confirmer la signature (5 s)')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: /Confirmer la signature/ }));
    });
    expect(await dialog.findByText(/le document a déjà été signé ou la signature a été arrêtée/)).toBeInTheDocument();
  });

  it('offers the team to start the signature', async () => {
    renderWithProviders(<DealDocumentsPanel dealId="4" viewer="teamMember" />, [
      query(signing({ status: 'validated', viewerCanStart: true, viewerCanBypass: true, documents: [] })),
    ]);
    expect(await screen.findByRole('button', { name: 'Lancer la signature' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contourner la signature' })).toBeInTheDocument();
    expect(screen.getByText(/les contrats seront générés au lancement de la signature/)).toBeInTheDocument();
  });
});
