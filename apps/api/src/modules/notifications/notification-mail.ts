/**
 * The notification mails, in French: one notification, a digest of several, or the weekly digest
 * of what the budget held back. HTML (a plain inline-styled layout) and text, a button to open
 * each notification in the app and an unsubscribe link per category.
 */
import type { Mail } from '../../platform/mailer';
import { categoryLabelOf, escapeHtml } from './notification-wording';

export interface MailItem {
  category: string;
  /** Safe HTML (<strong> only) and its text. */
  html: string;
  text: string;
  /** A path inside the app, or null. */
  url: string | null;
}

export interface NotificationMailInput {
  to: string;
  firstName: string;
  kind: 'single' | 'digest' | 'weekly';
  items: MailItem[];
  /** The web origin (config.publicUrl), '' when unknown. */
  origin: string;
  /** The unsubscribe link of each category present. */
  unsubscribeUrls: Record<string, string>;
}

const BLUE = '#3b5bdb';

function subjectOf(input: NotificationMailInput): string {
  const [first] = input.items;
  if (input.kind === 'single' && first) return `Orbite : ${first.text.replace(/[.!]$/, '')}`;
  const n = input.items.length;
  return input.kind === 'weekly'
    ? `Orbite : votre récapitulatif de la semaine (${n} notification${n > 1 ? 's' : ''})`
    : `Orbite : ${n} nouvelles notifications`;
}

const linkOf = (origin: string, url: string | null) => `${origin}${url ?? '/'}`;

function itemHtml(input: NotificationMailInput, item: MailItem, button: boolean): string {
  const href = escapeHtml(linkOf(input.origin, item.url));
  const action = button
    ? `<p style="margin:24px 0 0"><a href="${href}" style="display:inline-block;background:${BLUE};color:#ffffff;text-decoration:none;padding:10px 20px;border-radius:6px;font-weight:600">Ouvrir dans Orbite</a></p>`
    : ` <a href="${href}" style="color:${BLUE}">Voir</a>`;
  return button
    ? `<p style="margin:0;font-size:16px;line-height:1.5">${item.html}</p>${action}`
    : `<li style="margin:0 0 12px;font-size:15px;line-height:1.5">${item.html}${action}</li>`;
}

export function renderNotificationMail(input: NotificationMailInput): Mail {
  const subject = subjectOf(input);
  const single = input.kind === 'single' && input.items.length === 1;
  const intro =
    input.kind === 'weekly'
      ? 'Voici les notifications de la semaine que vous avez choisi de recevoir en une fois :'
      : single
        ? ''
        : `Vous avez ${input.items.length} nouvelles notifications :`;
  const categories = [...new Set(input.items.map((i) => i.category))];
  const unsubscribeHtml = categories
    .map(
      (c) =>
        `<a href="${escapeHtml(input.unsubscribeUrls[c] ?? '')}" style="color:#868e96">Ne plus recevoir d’e-mails pour « ${escapeHtml(categoryLabelOf(c))} »</a>`,
    )
    .join('<br>');
  const body = single
    ? itemHtml(input, input.items[0]!, true)
    : `<p style="margin:0 0 16px;font-size:15px">${escapeHtml(intro)}</p><ul style="padding-left:20px;margin:0">${input.items
        .map((item) => itemHtml(input, item, false))
        .join(
          '',
        )}</ul><p style="margin:24px 0 0"><a href="${escapeHtml(input.origin)}/" style="display:inline-block;background:${BLUE};color:#ffffff;text-decoration:none;padding:10px 20px;border-radius:6px;font-weight:600">Ouvrir Orbite</a></p>`;
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f3f5;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#212529">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f1f3f5;padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellspacing="0" cellpadding="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;border:1px solid #e9ecef">
<tr><td style="padding:20px 32px;border-bottom:1px solid #e9ecef;font-size:20px;font-weight:700;color:${BLUE}">Orbite</td></tr>
<tr><td style="padding:28px 32px">
<p style="margin:0 0 16px;font-size:15px">Bonjour ${escapeHtml(input.firstName)},</p>
${body}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e9ecef;font-size:12px;line-height:1.6;color:#868e96">
Vous recevez cet e-mail car vous avez choisi d’être prévenu par e-mail dans vos paramètres Orbite.<br>${unsubscribeHtml}
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    `Bonjour ${input.firstName},`,
    '',
    ...(single
      ? [input.items[0]!.text, '', `Ouvrir dans Orbite : ${linkOf(input.origin, input.items[0]!.url)}`]
      : [intro, '', ...input.items.map((i) => `- ${i.text}\n  ${linkOf(input.origin, i.url)}`)]),
    '',
    'L’équipe Orbite',
    '',
    '--',
    ...categories.map(
      (c) => `Ne plus recevoir d’e-mails pour « ${categoryLabelOf(c)} » : ${input.unsubscribeUrls[c] ?? ''}`,
    ),
  ].join('\n');
  const headerUrl = input.unsubscribeUrls[categories[0] ?? ''];
  return {
    to: input.to,
    subject,
    text,
    html,
    headers: headerUrl
      ? { 'List-Unsubscribe': `<${headerUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : {},
  };
}
