import { gql, type TypedDocumentNode } from '@apollo/client';
import type { KycDocumentType, KycRefusalReason, KycStatus } from '@orbite/domain/enums';

export interface FreelanceDocument {
  id: string;
  type: KycDocumentType;
  status: KycStatus;
  expiresAt: string | null;
  refusalReason: KycRefusalReason | null;
  refusalComment: string | null;
  reviewedAt: string | null;
  uploadedAt: string;
  fileName: string;
  contentType: string;
  size: number;
  downloadUrl: string;
  viewUrl: string;
}

export interface FreelanceDocumentSlot {
  type: KycDocumentType;
  status: KycStatus;
  document: FreelanceDocument | null;
  viewerCan: { upload: boolean; delete: boolean; download: boolean; validate: boolean; refuse: boolean };
}

const DOCUMENT_FIELDS = `
  id
  type
  status
  expiresAt
  refusalReason
  refusalComment
  reviewedAt
  uploadedAt
  fileName
  contentType
  size
  downloadUrl
  viewUrl
`;

export const FREELANCE_DOCUMENTS: TypedDocumentNode<
  { freelanceDocuments: FreelanceDocumentSlot[] },
  { freelanceId: string }
> = gql`
  query FreelanceDocuments($freelanceId: ID!) {
    freelanceDocuments(freelanceId: $freelanceId) {
      type
      status
      document {
        ${DOCUMENT_FIELDS}
      }
      viewerCan {
        upload
        delete
        download
        validate
        refuse
      }
    }
  }
`;

export const UPLOAD_FREELANCE_DOCUMENT: TypedDocumentNode<
  { uploadFreelanceDocument: FreelanceDocument },
  { freelanceId: string; type: KycDocumentType; uploadId: string; expiresAt?: string | null }
> = gql`
  mutation UploadFreelanceDocument($freelanceId: ID!, $type: KycDocumentType!, $uploadId: ID!, $expiresAt: Date) {
    uploadFreelanceDocument(freelanceId: $freelanceId, type: $type, uploadId: $uploadId, expiresAt: $expiresAt) {
      ${DOCUMENT_FIELDS}
    }
  }
`;

export const DELETE_FREELANCE_DOCUMENT: TypedDocumentNode<{ deleteFreelanceDocument: boolean }, { id: string }> = gql`
  mutation DeleteFreelanceDocument($id: ID!) {
    deleteFreelanceDocument(id: $id)
  }
`;

export const VALIDATE_FREELANCE_DOCUMENT: TypedDocumentNode<
  { validateFreelanceDocument: FreelanceDocument },
  { id: string; expiresAt?: string | null }
> = gql`
  mutation ValidateFreelanceDocument($id: ID!, $expiresAt: Date) {
    validateFreelanceDocument(id: $id, expiresAt: $expiresAt) {
      ${DOCUMENT_FIELDS}
    }
  }
`;

export const REFUSE_FREELANCE_DOCUMENT: TypedDocumentNode<
  { refuseFreelanceDocument: FreelanceDocument },
  { id: string; reason: KycRefusalReason; comment?: string | null }
> = gql`
  mutation RefuseFreelanceDocument($id: ID!, $reason: KycRefusalReason!, $comment: String) {
    refuseFreelanceDocument(id: $id, reason: $reason, comment: $comment) {
      ${DOCUMENT_FIELDS}
    }
  }
`;
