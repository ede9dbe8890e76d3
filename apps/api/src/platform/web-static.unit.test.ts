import { describe, expect, it } from 'vitest';
import { shellFileFor, type WebShells } from './web-static';

const list: WebShells = {
  shells: { freelancer: 'freelancer/index.html', backoffice: 'backoffice/index.html' },
  publicPaths: ['freelancer/signin', 'freelancer/profile/:publicId', 'freelancer/endorse/:publicId?'],
};

describe('the signed-in environments’ frames served for their paths', () => {
  it.each([
    ['/freelancer', '/freelancer/index.html'],
    ['/freelancer/', '/freelancer/index.html'],
    ['/freelancer/dashboard', '/freelancer/index.html'],
    ['/freelancer/dashboard?tab=1', '/freelancer/index.html'],
    ['/freelancer/profile', '/freelancer/index.html'],
    ['/freelancer/missions/12/documents', '/freelancer/index.html'],
    ['/backoffice/funnel/11', '/backoffice/index.html'],
  ])('%s → %s', (url, file) => {
    expect(shellFileFor(url, list)).toBe(file);
  });

  it.each([
    '/',
    '/password-lost',
    '/enterprise/missions',
    '/freelancer/signin',
    '/freelancer/signin?to=%2Ffreelancer',
    '/freelancer/profile/abc',
    '/freelancer/endorse',
    '/freelancer/endorse/abc',
    '/freelancer/missing.js',
    '/freelancer/%E0%A4%A',
    '/constructor/x',
  ])('%s keeps index.html (or its file)', (url) => {
    expect(shellFileFor(url, list)).toBeNull();
  });
});
