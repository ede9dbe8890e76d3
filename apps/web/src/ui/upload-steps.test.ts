import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_UPLOAD_BYTES, fileProblemOf, initialUploadState, uploadReducer } from './upload-steps';

const file = (name: string, size: number, type: string) => ({ name, size, type });

describe('fileProblemOf', () => {
  it('accepts pdf, jpg and png up to 10 MB', () => {
    expect(fileProblemOf(file('a.pdf', 100, 'application/pdf'))).toBeNull();
    expect(fileProblemOf(file('a.JPG', 100, 'image/jpeg'))).toBeNull();
    expect(fileProblemOf(file('a.png', DEFAULT_MAX_UPLOAD_BYTES, 'image/png'))).toBeNull();
  });

  it('refuses a file over 10 MB', () => {
    expect(fileProblemOf(file('a.pdf', DEFAULT_MAX_UPLOAD_BYTES + 1, 'application/pdf'))).toBe('tooLarge');
  });

  it('refuses other types, and a name that contradicts its type', () => {
    expect(fileProblemOf(file('a.docx', 100, 'application/msword'))).toBe('badType');
    expect(fileProblemOf(file('a.pdf', 100, 'image/png'))).toBe('badType');
    expect(fileProblemOf(file('noextension', 100, ''))).toBe('badType');
  });

  it('refuses an empty file', () => {
    expect(fileProblemOf(file('a.pdf', 0, 'application/pdf'))).toBe('empty');
  });
});

describe('uploadReducer', () => {
  const chosen = new File(['x'], 'a.pdf', { type: 'application/pdf' });

  it('goes choose -> confirm -> pending -> done', () => {
    let state = initialUploadState();
    expect(state).toMatchObject({ step: 1, status: 'new' });
    state = uploadReducer(state, { type: 'choose', file: chosen });
    expect(state).toMatchObject({ step: 2, file: chosen });
    state = uploadReducer(state, { type: 'submit' });
    expect(state).toMatchObject({ step: 2, status: 'pending' });
    state = uploadReducer(state, { type: 'progress', progress: 0.5 });
    expect(state.progress).toBe(0.5);
    state = uploadReducer(state, { type: 'succeed' });
    expect(state).toMatchObject({ step: 3, status: 'done' });
  });

  it('returns to step 1 with the message on a failure', () => {
    let state = uploadReducer(initialUploadState(), { type: 'choose', file: chosen });
    state = uploadReducer(uploadReducer(state, { type: 'submit' }), { type: 'fail', message: 'Type refusé' });
    expect(state).toMatchObject({ step: 1, status: 'new', file: null, fileError: 'Type refusé' });
  });

  it('goes back from step 2, but not while sending', () => {
    const confirming = uploadReducer(initialUploadState(), { type: 'choose', file: chosen });
    expect(uploadReducer(confirming, { type: 'back' }).step).toBe(1);
    const pending = uploadReducer(confirming, { type: 'submit' });
    expect(uploadReducer(pending, { type: 'back' }).step).toBe(2);
  });

  it('starts at step 2 in edit mode', () => {
    expect(initialUploadState(true).step).toBe(2);
  });
});
