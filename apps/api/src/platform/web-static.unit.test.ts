import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createWebStatic, shellFileFor, type WebShells } from './web-static';

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

describe('a file of the build removed while the server runs', () => {
  it('cuts that answer, says so, and keeps the process serving', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'orbite-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Orbite</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1);'.repeat(100));
    const failures: string[] = [];
    const serve = createWebStatic(dist, {
      dev: false,
      setHeaders: () => {},
      onFileError: (error, req) => failures.push(`${req.url}: ${(error as NodeJS.ErrnoException).code}`),
    });
    const server = http.createServer((req, res) => serve!(req, res, () => res.writeHead(404).end()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      // A new build replaced the file sirv listed at start.
      fs.rmSync(path.join(dist, 'assets', 'app-1.js'));
      await expect(fetch(`${base}/assets/app-1.js`).then((response) => response.text())).rejects.toThrow();
      expect(failures).toEqual(['/assets/app-1.js: ENOENT']);
      const page = await fetch(`${base}/freelancer/signin`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Orbite</title>');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
