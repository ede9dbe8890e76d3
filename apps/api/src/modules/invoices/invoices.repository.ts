import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import { type InvoiceLineRow, type InvoiceRow, invoiceLines, invoiceSequences, invoices } from './invoices.tables';

export type InvoiceInsert = typeof invoices.$inferInsert;
export type InvoiceLineInsert = Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>;
export type InvoicePatch = Partial<Omit<InvoiceInsert, 'id' | 'createdAt'>>;

/**
 * The next number of an issuer's sequence for a year. The upsert takes the counter's row lock until
 * the transaction ends: a concurrent issue waits, then reads the committed value, so numbers are
 * never shared; a rolled back issue gives its number back with its rollback, so none is skipped.
 */
export async function takeNextSequence(tx: DbOrTx, issuerKey: string, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ issuerKey, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceSequences.issuerKey, invoiceSequences.year],
      set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceSequences.lastNumber });
  if (!row) throw new Error('invoice sequence not taken');
  return row.lastNumber;
}

export async function insertInvoice(tx: DbOrTx, invoice: InvoiceInsert, lines: InvoiceLineInsert[]) {
  const [row] = await tx.insert(invoices).values(invoice).returning();
  if (!row) throw new Error('invoice not inserted');
  if (lines.length > 0) await tx.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId: row.id })));
  return row;
}

export async function updateInvoice(tx: DbOrTx, id: number, patch: InvoicePatch): Promise<InvoiceRow> {
  const [row] = await tx
    .update(invoices)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(invoices.id, id))
    .returning();
  if (!row) throw new Error('invoice not updated');
  return row;
}

export async function findInvoice(db: DbOrTx, id: number, lock = false): Promise<InvoiceRow | null> {
  const query = db.select().from(invoices).where(eq(invoices.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export function findInvoices(db: DbOrTx, ids: readonly number[]): Promise<InvoiceRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(invoices)
    .where(inArray(invoices.id, [...ids]));
}

export function linesOfInvoices(db: DbOrTx, invoiceIds: readonly number[]): Promise<InvoiceLineRow[]> {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, [...invoiceIds]))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
}

export function invoicesOfTimesheet(db: DbOrTx, timesheetId: number): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.timesheetId, timesheetId)).orderBy(asc(invoices.id));
}

export function invoicesOfDeals(db: DbOrTx, dealIds: readonly number[]): Promise<InvoiceRow[]> {
  if (dealIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(invoices)
    .where(inArray(invoices.dealId, [...dealIds]))
    .orderBy(desc(invoices.periodStart), asc(invoices.id));
}

/** The filters of the back office's list (and of a client's or freelancer's own list). */
export interface InvoiceListFilter {
  /** draft, issued, paid, cancelled, or overdue (issued and past due on `today`). */
  status?: string | null;
  flow?: string | null;
  /** A flow left out (a freelancer never lists the client's invoice). */
  flowNot?: string | null;
  companyId?: number | null;
  freelanceId?: number | null;
  /** 'YYYY-MM': the invoices whose service period starts in that month. */
  month?: string | null;
  search?: string | null;
  kind?: string | null;
}

function conditionsOf(filter: InvoiceListFilter, today: string, withStatus = true): SQL[] {
  const where: SQL[] = [];
  if (withStatus && filter.status === 'overdue') where.push(eq(invoices.status, 'issued'), lt(invoices.dueDate, today));
  else if (withStatus && filter.status) where.push(eq(invoices.status, filter.status));
  if (filter.flow) where.push(eq(invoices.flow, filter.flow));
  if (filter.flowNot) where.push(ne(invoices.flow, filter.flowNot));
  if (filter.kind) where.push(eq(invoices.kind, filter.kind));
  if (filter.companyId) where.push(eq(invoices.companyId, filter.companyId));
  if (filter.freelanceId) where.push(eq(invoices.freelanceId, filter.freelanceId));
  if (filter.month) {
    where.push(gte(invoices.periodStart, `${filter.month}-01`), lte(invoices.periodStart, `${filter.month}-31`));
  }
  if (filter.search?.trim()) {
    const term = `%${filter.search.trim().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    const text = or(
      ilike(invoices.number, term),
      sql`${invoices.recipient}->>'name' ilike ${term}`,
      sql`${invoices.issuer}->>'name' ilike ${term}`,
    );
    if (text) where.push(text);
  }
  return where;
}

export async function listInvoices(
  db: DbOrTx,
  filter: InvoiceListFilter,
  today: string,
  page: { offset: number; limit: number },
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const where = and(...conditionsOf(filter, today));
  const rows = await db
    .select()
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.issueDate), desc(invoices.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(invoices).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** How many invoices of each tab the filters leave (draft, issued, paid, cancelled, overdue). */
export async function countInvoicesByStatus(
  db: DbOrTx,
  filter: InvoiceListFilter,
  today: string,
): Promise<Record<string, number>> {
  const where = and(...conditionsOf(filter, today, false));
  const rows = await selectRows<{ status: string; n: number; overdue: number }>(
    db,
    sql`select ${invoices.status} as status, count(*)::int as n,
          count(*) filter (where ${invoices.status} = 'issued' and ${invoices.dueDate} < ${today})::int as overdue
        from ${invoices} ${where ? sql`where ${where}` : sql``} group by ${invoices.status}`,
  );
  const counts: Record<string, number> = { draft: 0, issued: 0, paid: 0, cancelled: 0, overdue: 0 };
  for (const row of rows) {
    counts[row.status] = row.n;
    counts.overdue = (counts.overdue ?? 0) + row.overdue;
  }
  return counts;
}

/** Client invoices issued and past due: the reminder job's work. */
export function overdueClientInvoices(db: DbOrTx, today: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.status, 'issued'),
        eq(invoices.kind, 'invoice'),
        eq(invoices.flow, 'platformToCorporate'),
        lt(invoices.dueDate, today),
      ),
    )
    .orderBy(asc(invoices.id));
}

/** Every numbered invoice and credit note issued between two days (the accounting export). */
export function invoicesIssuedBetween(db: DbOrTx, from: string, to: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issueDate, from), lte(invoices.issueDate, to), sql`${invoices.number} is not null`))
    .orderBy(asc(invoices.issueDate), asc(invoices.id));
}

/** Every number of an issuer (the no-gap check of the tests and the team). */
export async function numbersOfIssuer(db: DbOrTx, issuerKey: string): Promise<number[]> {
  const rows = await db
    .select({ sequence: invoices.sequence })
    .from(invoices)
    .where(eq(invoices.issuerKey, issuerKey))
    .orderBy(asc(invoices.sequence));
  return rows.flatMap((row) => (row.sequence == null ? [] : [row.sequence]));
}
