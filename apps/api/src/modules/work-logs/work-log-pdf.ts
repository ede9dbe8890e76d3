/**
 * The activity report (CRA) of a month as a one-page PDF: the parties, the period, every day of the
 * month with what was worked, the total, and who validated it when. DejaVu Sans is embedded so that
 * accents and the PDF's text survive any reader.
 */
import { formatFrenchDate } from '@orbite/domain/french-date';
import { frenchPublicHolidays, isWeekend } from '@orbite/domain/public-holidays';
import { daysOfMonth, frenchMonthLabel } from '@orbite/domain/work-log-days';
import { PDFDocument, rgb } from 'pdf-lib';
import { embedDejaVu } from '../../platform/pdf-fonts';

export interface WorkLogPdfInput {
  month: string;
  status: string;
  missionTitle: string;
  freelanceName: string;
  companyName: string;
  period: { startDate: string; endDate: string };
  entries: readonly { day: string; days: number }[];
  totalDays: number;
  comment: string | null;
  submittedAt: Date | null;
  validatedAt: Date | null;
  validatedBy: string | null;
}

const statusLabels: Record<string, string> = {
  draft: 'Brouillon',
  submitted: 'Envoyé au client',
  validated: 'Validé par le client',
  locked: 'Validé et verrouillé',
  paid: 'Payé',
  skipped: 'Mois ignoré',
};

const weekdays = ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'];
const frDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const frInstant = (at: Date) =>
  formatFrenchDate(
    new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }),
    at,
  );
export const frDays = (n: number) => String(n).replace('.', ',');

export async function renderWorkLogPdf(input: WorkLogPdfInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const { regular, bold } = await embedDejaVu(pdf);
  const title = `Compte rendu d’activité — ${frenchMonthLabel(input.month)}`;
  pdf.setTitle(title);
  pdf.setLanguage('fr-FR');
  pdf.setProducer('Orbite');
  const page = pdf.addPage([595.28, 841.89]);
  const ink = rgb(0.1, 0.12, 0.16);
  const muted = rgb(0.42, 0.45, 0.5);
  let y = 790;
  const line = (text: string, options: { x?: number; size?: number; strong?: boolean; grey?: boolean } = {}) => {
    page.drawText(text, {
      x: options.x ?? 56,
      y,
      size: options.size ?? 10,
      font: options.strong ? bold : regular,
      color: options.grey ? muted : ink,
    });
  };
  line(title, { size: 16, strong: true });
  y -= 24;
  line(`Mission : ${input.missionTitle}`);
  y -= 14;
  line(`Freelance : ${input.freelanceName}`);
  y -= 14;
  line(`Client : ${input.companyName}`);
  y -= 14;
  line(`Période de la mission : du ${frDate(input.period.startDate)} au ${frDate(input.period.endDate)}`);
  y -= 14;
  line(`Statut : ${statusLabels[input.status] ?? input.status}`);
  y -= 22;

  const holidays = new Map(frenchPublicHolidays(Number(input.month.slice(0, 4))).map((h) => [h.day, h.name]));
  const byDay = new Map(input.entries.map((e) => [e.day, e.days]));
  const days = daysOfMonth(input.month);
  const half = Math.ceil(days.length / 2);
  line('Jour', { strong: true });
  line('Jours travaillés', { x: 170, strong: true });
  line('Jour', { x: 310, strong: true });
  line('Jours travaillés', { x: 424, strong: true });
  y -= 6;
  page.drawLine({ start: { x: 56, y }, end: { x: 539, y }, thickness: 0.5, color: muted });
  const top = y - 14;
  days.forEach((day, index) => {
    const column = index < half ? 0 : 1;
    y = top - (index % half) * 16;
    const x = column === 0 ? 56 : 310;
    const off = isWeekend(day) || holidays.has(day);
    const weekday = weekdays[new Date(`${day}T12:00:00Z`).getUTCDay()];
    line(`${weekday} ${frDate(day)}${holidays.has(day) ? ' (férié)' : ''}`, { x, grey: off });
    const value = byDay.get(day) ?? 0;
    line(value === 0 ? '—' : frDays(value), { x: x + 114, grey: value === 0 });
  });
  y = top - half * 16 - 8;
  page.drawLine({ start: { x: 56, y }, end: { x: 539, y }, thickness: 0.5, color: muted });
  y -= 18;
  line(
    `Total : ${frDays(input.totalDays)} jour${input.totalDays > 1 ? 's' : ''} travaillé${input.totalDays > 1 ? 's' : ''}`,
    {
      size: 12,
      strong: true,
    },
  );
  y -= 20;
  if (input.comment) {
    line(`Commentaire : ${input.comment.slice(0, 110)}`);
    y -= 16;
  }
  if (input.submittedAt) {
    line(`Envoyé le ${frInstant(input.submittedAt)}`, { grey: true });
    y -= 14;
  }
  if (input.validatedAt)
    line(`Validé le ${frInstant(input.validatedAt)}${input.validatedBy ? ` par ${input.validatedBy}` : ''}`, {
      strong: true,
    });
  else line('Non validé à ce jour.', { grey: true });
  page.drawText(`Orbite · CRA ${input.month} · ${input.freelanceName}`, {
    x: 56,
    y: 28,
    size: 8,
    font: regular,
    color: muted,
  });
  return pdf.save();
}
