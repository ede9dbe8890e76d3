/**
 * The unsubscribe link of notification mails: GET shows a confirmation page, POST removes the
 * category from the user's e-mail categories (also the one-click POST of List-Unsubscribe-Post).
 * No session needed: the signed token names the user and the category.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isOneOf, notificationCategories } from '@orbite/domain/enums';
import type { AppDeps } from '../../platform/deps';
import { unsubscribeFromCategory } from '../users/settings.service';
import { categoryLabelOf, escapeHtml } from './notification-wording';
import { readUnsubscribeToken } from './unsubscribe-token';

const PATH = '/notifications/unsubscribe';

function page(res: ServerResponse, status: number, title: string, body: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
  });
  res.end(`<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Orbite</title></head>
<body style="margin:0;background:#f1f3f5;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#212529">
<main style="max-width:480px;margin:64px auto;background:#fff;border:1px solid #e9ecef;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#3b5bdb">Orbite</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
${body}
</main></body></html>`);
}

const settingsLink = (deps: AppDeps) =>
  `<p style="margin:24px 0 0"><a href="${escapeHtml(deps.config.publicUrl ?? '')}/" style="color:#3b5bdb">Gérer mes notifications dans Orbite</a> (Paramètres du compte).</p>`;

/** Handles GET and POST on /notifications/unsubscribe; returns false for another path. */
export async function handleUnsubscribeRequest(deps: AppDeps, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname !== PATH) return false;
  const token = url.searchParams.get('token');
  const target = readUnsubscribeToken(deps.config, token);
  if (!target || !isOneOf(notificationCategories, target.category)) {
    page(
      res,
      400,
      'Lien de désinscription invalide',
      '<p style="line-height:1.5">Ce lien est incomplet ou a été modifié. Ouvrez de nouveau le lien reçu par e-mail, ou changez vos préférences de notification depuis les paramètres de votre compte.</p>' +
        settingsLink(deps),
    );
    return true;
  }
  const label = escapeHtml(categoryLabelOf(target.category));
  if (req.method === 'POST') {
    req.resume();
    if (!(await unsubscribeFromCategory(deps, target.userId, target.category))) {
      page(res, 400, 'Lien de désinscription invalide', '<p>Ce compte n’existe plus.</p>');
      return true;
    }
    page(
      res,
      200,
      'Désinscription enregistrée',
      `<p style="line-height:1.5">Vous ne recevrez plus d’e-mails pour « ${label} ». Vous continuerez à voir ces notifications dans l’application.</p>${settingsLink(deps)}`,
    );
    return true;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, POST' }).end();
    return true;
  }
  page(
    res,
    200,
    'Se désinscrire ?',
    `<p style="line-height:1.5">Vous ne recevrez plus d’e-mails pour la catégorie « ${label} ». Les notifications resteront visibles dans l’application.</p>
<form method="post" action="${PATH}?token=${escapeHtml(encodeURIComponent(token ?? ''))}" style="margin:24px 0 0">
<button type="submit" style="background:#3b5bdb;color:#fff;border:0;border-radius:6px;padding:10px 20px;font-size:15px;font-weight:600;cursor:pointer">Confirmer la désinscription</button>
</form>${settingsLink(deps)}`,
  );
  return true;
}
