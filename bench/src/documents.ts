/*
 * The documents Orbite writes, one at a time in this process: the contracts of a deal (framework
 * contract and mission order, each stamped with its signature page once signed), an invoice and a
 * timesheet. The first of each kind is timed apart (fonts read and parsed); the others are the steady
 * state a server lives in. `npm run documents -w bench`; `BENCH_DOCUMENTS` renders per kind (30).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { renderContractPdf } from '../../apps/api/src/modules/deals/contracts.pdf';
import { sampleContract } from '../../apps/api/src/modules/deals/contracts.pdf.fixtures';
import { sha256Hex, stampSignaturePage } from '../../apps/api/src/modules/deals/signature-page';
import { renderInvoicePdf } from '../../apps/api/src/modules/invoices/invoice-pdf';
import { sampleInvoice } from '../../apps/api/src/modules/invoices/invoice-pdf.fixtures';
import { renderWorkLogPdf } from '../../apps/api/src/modules/work-logs/work-log-pdf';
import { summarize } from './stats';

const runs = Number(process.env.BENCH_DOCUMENTS ?? 30);

async function stamped(original: Uint8Array) {
  const hash = sha256Hex(original);
  const signer = (signatory: 'freelance' | 'corporate' | 'platform', fullName: string, at: string) => ({
    signatory,
    fullName,
    typedName: fullName,
    signedAt: new Date(at),
    ipAddress: '203.0.113.7',
    userAgent: 'Mozilla/5.0',
    documentSha256: hash,
  });
  return stampSignaturePage(original, {
    documentName: 'Bon de commande',
    reference: 'D-7-v1',
    originalSha256: hash,
    provider: 'internal',
    sealedAt: new Date('2026-03-05T09:00:00Z'),
    signatures: [
      signer('freelance', 'Hélène Lefèvre', '2026-03-04T08:15:30Z'),
      signer('corporate', 'Paul Martin', '2026-03-05T08:59:00Z'),
      signer('platform', 'Camille Moreau', '2026-03-05T09:00:00Z'),
    ],
  });
}

const month = Array.from({ length: 21 }, (_, i) => ({ day: `2026-03-${String(i + 2).padStart(2, '0')}`, days: 1 }));
const documents: [name: string, render: () => Promise<Uint8Array>][] = [
  ['framework contract', () => renderContractPdf(sampleContract({ type: 'frameworkContract' }))],
  ['mission order', () => renderContractPdf(sampleContract())],
  ['mission order, stamped', async () => stamped(await renderContractPdf(sampleContract()))],
  ['invoice', () => renderInvoicePdf(sampleInvoice(false))],
  [
    'timesheet',
    () =>
      renderWorkLogPdf({
        month: '2026-03',
        status: 'validated',
        missionTitle: 'Refonte du tunnel de paiement',
        freelanceName: 'Hélène Lefèvre',
        companyName: 'Acme Industries SAS',
        period: { startDate: '2026-03-02', endDate: '2026-06-30' },
        entries: month,
        totalDays: month.length,
        comment: 'Mise en production du nouveau tunnel en fin de mois.',
        submittedAt: new Date('2026-03-31T16:00:00Z'),
        validatedAt: new Date('2026-04-02T08:20:00Z'),
        validatedBy: 'Paul Martin',
      }),
  ],
];

const rows: string[] = [];
for (const [name, render] of documents) {
  let started = performance.now();
  const first = await render();
  const firstMs = performance.now() - started;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    started = performance.now();
    await render();
    times.push(performance.now() - started);
  }
  const { p50, p95 } = summarize(times);
  rows.push(
    `| ${name} | ${(first.length / 1024).toFixed(0)} | ${firstMs.toFixed(0)} | ${p50.toFixed(1)} | ${p95.toFixed(1)} |`,
  );
}
console.log(`Documents, ${runs} renders each after the first, load average ${os.loadavg()[0]!.toFixed(2)}:\n`);
console.log('| document | kB | first, ms | p50 ms | p95 ms |\n| --- | --- | --- | --- | --- |');
console.log(rows.join('\n'));
