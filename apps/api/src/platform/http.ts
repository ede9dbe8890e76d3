import type { IncomingMessage, ServerResponse } from 'node:http';
import { SESSION_MAX_AGE_DAYS } from '@orbite/domain/constants';

export const SESSION_COOKIE = 'orbite_session';
/** The session cookie's name over https: the browser keeps it host-only, Secure, on Path=/ (see auth/session-cookie.ts). */
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const key = part.slice(0, index).trim();
    if (!key || key in out) continue;
    try {
      out[key] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      out[key] = part.slice(index + 1).trim();
    }
  }
  return out;
}

/**
 * The session token of a request. Over https (`secure`) only the `__Host-` cookie counts, so a cookie
 * planted by a sibling subdomain or a plain-http page cannot stand in for it; over http only the
 * plain one; unknown: the `__Host-` one first.
 */
export function sessionTokenOf(cookieHeader: string | null | undefined, secure?: boolean): string | null {
  const cookies = parseCookies(cookieHeader);
  if (secure === true) return cookies[HOST_SESSION_COOKIE] ?? null;
  if (secure === false) return cookies[SESSION_COOKIE] ?? null;
  return cookies[HOST_SESSION_COOKIE] ?? cookies[SESSION_COOKIE] ?? null;
}

/** HttpOnly, SameSite=Lax, 365 days; Secure whenever the request came over https or in production. */
export function sessionCookie(token: string | null, secure: boolean): string {
  const parts = [
    `${SESSION_COOKIE}=${token ?? ''}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    token ? `Max-Age=${SESSION_MAX_AGE_DAYS * 86_400}` : 'Max-Age=0',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function isSecureRequest(req: IncomingMessage, production: boolean): boolean {
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim();
  return production || forwarded === 'https' || Boolean((req.socket as { encrypted?: boolean }).encrypted);
}

/** The caller's address; X-Forwarded-For is believed only behind a trusted proxy (TRUST_PROXY). */
export function clientIp(req: IncomingMessage, trustProxy = false): string {
  const forwarded = trustProxy
    ? String(req.headers['x-forwarded-for'] ?? '')
        .split(',')[0]
        ?.trim()
    : '';
  return forwarded || req.socket.remoteAddress || 'unknown';
}

/** Public origin of the request, for links in e-mails. */
export function requestOrigin(req: IncomingMessage, publicUrl: string | null): string {
  if (publicUrl) return publicUrl.replace(/\/$/, '');
  const proto =
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim() || 'http';
  return `${proto}://${req.headers['x-forwarded-host'] ?? req.headers.host ?? 'localhost'}`;
}

const maxBodyBytes = 64 * 1024;

export async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return {};
  const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(text);
}
