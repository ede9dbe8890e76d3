import { describe, expect, it } from 'vitest';
import {
  canActOnDocument,
  canReachFreelanceDocuments,
  type DocumentAction,
  type DocumentActor,
  documentActorOf,
  documentPermissions,
} from './documents.policy';

const owner: DocumentActor = { role: 'freelancer', freelanceId: 7 };
const otherFreelancer: DocumentActor = { role: 'freelancer', freelanceId: 8 };
const team: DocumentActor = { role: 'teamMember', freelanceId: null };
const corporate: DocumentActor = { role: 'corporate', freelanceId: null };
const nobody: DocumentActor = { role: null, freelanceId: null };
const actions: DocumentAction[] = ['read', 'download', 'upload', 'delete', 'validate', 'refuse'];

describe('canReachFreelanceDocuments', () => {
  it('lets a freelancer reach only their own documents, the team every one, nobody else any', () => {
    expect(canReachFreelanceDocuments(owner, 7)).toBe(true);
    expect(canReachFreelanceDocuments(otherFreelancer, 7)).toBe(false);
    expect(canReachFreelanceDocuments(team, 7)).toBe(true);
    expect(canReachFreelanceDocuments(corporate, 7)).toBe(false);
    expect(canReachFreelanceDocuments(nobody, 7)).toBe(false);
    expect(canReachFreelanceDocuments({ role: 'freelancer', freelanceId: null }, 7)).toBe(false);
  });
});

describe('canActOnDocument', () => {
  it('refuses everything to corporates, other freelancers and signed-out callers', () => {
    for (const actor of [corporate, otherFreelancer, nobody])
      for (const action of actions)
        expect(canActOnDocument(actor, action, { freelanceId: 7, status: 'pendingOrbiteReview' })).toBe(false);
  });

  it('lets the owner upload, replace and delete until the team accepts the document', () => {
    expect(canActOnDocument(owner, 'upload', { freelanceId: 7, status: null })).toBe(true);
    for (const status of ['pendingOrbiteReview', 'orbiteRefused', 'expired'] as const) {
      expect(canActOnDocument(owner, 'upload', { freelanceId: 7, status })).toBe(true);
      expect(canActOnDocument(owner, 'delete', { freelanceId: 7, status })).toBe(true);
    }
    expect(canActOnDocument(owner, 'upload', { freelanceId: 7, status: 'orbiteAccepted' })).toBe(false);
    expect(canActOnDocument(owner, 'delete', { freelanceId: 7, status: 'orbiteAccepted' })).toBe(false);
    expect(canActOnDocument(owner, 'delete', { freelanceId: 7, status: null })).toBe(false);
  });

  it('lets the owner read and download but never review', () => {
    expect(canActOnDocument(owner, 'read', { freelanceId: 7, status: null })).toBe(true);
    expect(canActOnDocument(owner, 'download', { freelanceId: 7, status: 'orbiteAccepted' })).toBe(true);
    expect(canActOnDocument(owner, 'download', { freelanceId: 7, status: null })).toBe(false);
    expect(canActOnDocument(owner, 'validate', { freelanceId: 7, status: 'pendingOrbiteReview' })).toBe(false);
    expect(canActOnDocument(owner, 'refuse', { freelanceId: 7, status: 'pendingOrbiteReview' })).toBe(false);
  });

  it('lets team members read, download, validate and refuse, but not upload or delete', () => {
    const target = { freelanceId: 7, status: 'pendingOrbiteReview' as const };
    expect(documentPermissions(team, target)).toEqual({
      upload: false,
      delete: false,
      download: true,
      validate: true,
      refuse: true,
    });
    expect(canActOnDocument(team, 'read', target)).toBe(true);
    expect(canActOnDocument(team, 'validate', { freelanceId: 7, status: 'orbiteRefused' })).toBe(true);
    expect(canActOnDocument(team, 'validate', { freelanceId: 7, status: null })).toBe(false);
  });
});

describe('documentActorOf', () => {
  it('takes the role and the own freelance id of the viewer', () => {
    expect(documentActorOf({ role: 'freelancer', freelance: { id: 3 } })).toEqual({
      role: 'freelancer',
      freelanceId: 3,
    });
    expect(documentActorOf(null)).toEqual({ role: null, freelanceId: null });
  });
});
