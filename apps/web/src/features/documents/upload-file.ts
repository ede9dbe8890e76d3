import { ErrorCode, toErrorCode } from '@orbite/domain/errors';

/** A refusal of POST /uploads: the catalogue code, the field it concerns, the server's French message. */
export class UploadError extends Error {
  constructor(
    readonly code: number,
    readonly field: string | null,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Sends a file to POST /uploads (raw body, its type as Content-Type, its name URI-encoded in
 * X-File-Name), reporting progress; resolves the upload id for the GraphQL mutation to attach.
 */
export function uploadFile(file: File, onProgress: (share: number) => void = () => {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/uploads');
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new UploadError(ErrorCode.unknown, null, ''));
    request.onload = () => {
      let body: { uploadId?: string; errors?: { code?: unknown; field?: string; message?: string }[] } = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // not JSON: handled below as an unknown error
      }
      if (request.status >= 200 && request.status < 300 && body.uploadId) {
        resolve(String(body.uploadId));
        return;
      }
      const error = body.errors?.[0];
      reject(new UploadError(toErrorCode(error?.code), error?.field ?? null, error?.message ?? ''));
    };
    request.send(file);
  });
}
