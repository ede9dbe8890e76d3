import { gql, type TypedDocumentNode } from '@apollo/client';

/* The GraphQL documents of a deal's contract documents and their signature. */

export type DealSignatory = 'freelance' | 'corporate' | 'platform';

export interface DealSignature {
  id: string;
  signatory: DealSignatory;
  signerName: string;
  signedAt: string;
  ipAddress: string | null;
}

export interface DealDocument {
  id: string;
  type: string;
  name: string;
  status: 'generated' | 'signing' | 'signed' | 'void' | 'uploaded';
  sha256: string;
  signatories: DealSignatory[];
  signatures: DealSignature[];
  url: string;
  signedUrl: string | null;
  signedAt: string | null;
  viewerSignatory: DealSignatory | null;
}

export interface DealSigning {
  dealId: string;
  status: string;
  signedAt: string | null;
  signatureBypassReason: string | null;
  platformSignatoryName: string | null;
  viewerCanStart: boolean;
  viewerCanStop: boolean;
  viewerCanBypass: boolean;
  viewerCanSignForPlatform: boolean;
  documents: DealDocument[];
}

/* The fields every signing answer carries (a plain selection: answers without __typename still match). */
const DEAL_SIGNING_FIELDS = `
    dealId
    status
    signedAt
    signatureBypassReason
    platformSignatoryName
    viewerCanStart
    viewerCanStop
    viewerCanBypass
    viewerCanSignForPlatform
    documents {
      id
      type
      name
      status
      sha256
      signatories
      url
      signedUrl
      signedAt
      viewerSignatory
      signatures {
        id
        signatory
        signerName
        signedAt
        ipAddress
      }
    }
`;

export const DEAL_SIGNING: TypedDocumentNode<{ dealSigning: DealSigning }, { dealId: string }> = gql(`
  query DealSigning($dealId: ID!) {
    dealSigning(dealId: $dealId) {
      ${DEAL_SIGNING_FIELDS}
    }
  }
`);

export const START_DEAL_SIGNING: TypedDocumentNode<{ startDealSigning: DealSigning }, { dealId: string }> = gql(`
  mutation StartDealSigning($dealId: ID!) {
    startDealSigning(dealId: $dealId) {
      ${DEAL_SIGNING_FIELDS}
    }
  }
`);

export const STOP_DEAL_SIGNING: TypedDocumentNode<
  { stopDealSigning: DealSigning },
  { dealId: string; reason: string }
> = gql(`
  mutation StopDealSigning($dealId: ID!, $reason: String!) {
    stopDealSigning(dealId: $dealId, reason: $reason) {
      ${DEAL_SIGNING_FIELDS}
    }
  }
`);

export const BYPASS_DEAL_SIGNATURE: TypedDocumentNode<
  { bypassDealSignature: DealSigning },
  { dealId: string; reason: string }
> = gql(`
  mutation BypassDealSignature($dealId: ID!, $reason: String!) {
    bypassDealSignature(dealId: $dealId, reason: $reason) {
      ${DEAL_SIGNING_FIELDS}
    }
  }
`);

export const SIGN_DEAL_DOCUMENT: TypedDocumentNode<
  { signDealDocument: { id: string; status: string } },
  { documentId: string; typedName: string; documentSha256: string }
> = gql`
  mutation SignDealDocument($documentId: ID!, $typedName: String!, $documentSha256: String) {
    signDealDocument(documentId: $documentId, typedName: $typedName, documentSha256: $documentSha256) {
      id
      status
    }
  }
`;
