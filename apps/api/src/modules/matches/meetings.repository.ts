import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isRowId } from '../../db/statements';
import { type MeetingRow, meetings, type TimeSlotRow, timeSlots } from './matches.tables';

// A match's meetings and their time slots.

/** The meeting in play for a match (the latest not declined), if any. */
export async function currentMeeting(db: DbOrTx, matchId: number): Promise<MeetingRow | null> {
  const [row] = await db
    .select()
    .from(meetings)
    .where(and(eq(meetings.matchId, matchId), ne(meetings.status, 'declined')))
    .orderBy(desc(meetings.id))
    .limit(1);
  return row ?? null;
}

export async function lastMeetings(db: DbOrTx, matchIds: readonly number[]): Promise<Map<number, MeetingRow>> {
  if (matchIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(meetings)
    .where(inArray(meetings.matchId, [...matchIds]))
    .orderBy(asc(meetings.id));
  return new Map(rows.map((row) => [row.matchId, row]));
}

export async function findMeeting(db: DbOrTx, id: number): Promise<MeetingRow | null> {
  const [row] = await db.select().from(meetings).where(eq(meetings.id, id));
  return row ?? null;
}

export async function insertMeeting(db: DbOrTx, meeting: typeof meetings.$inferInsert): Promise<MeetingRow> {
  const [row] = await db.insert(meetings).values(meeting).returning();
  return row!;
}

export async function updateMeeting(
  db: DbOrTx,
  id: number,
  patch: Partial<typeof meetings.$inferInsert>,
): Promise<MeetingRow> {
  const [row] = await db
    .update(meetings)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(meetings.id, id))
    .returning();
  return row!;
}

export async function replaceSlots(db: DbOrTx, meetingId: number, instants: readonly Date[]): Promise<void> {
  await db.delete(timeSlots).where(eq(timeSlots.meetingId, meetingId));
  if (instants.length) await db.insert(timeSlots).values(instants.map((dateTime) => ({ meetingId, dateTime })));
}

export function slotsOf(db: DbOrTx, meetingId: number): Promise<TimeSlotRow[]> {
  return db.select().from(timeSlots).where(eq(timeSlots.meetingId, meetingId)).orderBy(asc(timeSlots.dateTime));
}

/** The slots of many meetings in one query, each meeting's in time order. */
export async function slotsOfMeetings(db: DbOrTx, meetingIds: readonly number[]): Promise<Map<number, TimeSlotRow[]>> {
  const byMeeting = new Map<number, TimeSlotRow[]>();
  if (meetingIds.length === 0) return byMeeting;
  const rows = await db
    .select()
    .from(timeSlots)
    .where(inArray(timeSlots.meetingId, [...new Set(meetingIds)]))
    .orderBy(asc(timeSlots.dateTime));
  for (const row of rows) byMeeting.set(row.meetingId, [...(byMeeting.get(row.meetingId) ?? []), row]);
  return byMeeting;
}

export async function findSlot(db: DbOrTx, id: number): Promise<TimeSlotRow | null> {
  if (!isRowId(id)) return null;
  const [row] = await db.select().from(timeSlots).where(eq(timeSlots.id, id));
  return row ?? null;
}

export async function lockSlot(db: DbOrTx, id: number): Promise<TimeSlotRow | null> {
  if (!isRowId(id)) return null;
  const [row] = await db.select().from(timeSlots).where(eq(timeSlots.id, id)).for('update');
  return row ?? null;
}

export async function bookSlot(db: DbOrTx, id: number): Promise<void> {
  await db.update(timeSlots).set({ booked: true }).where(eq(timeSlots.id, id));
}

export async function unbookSlots(db: DbOrTx, meetingId: number): Promise<void> {
  await db.update(timeSlots).set({ booked: false }).where(eq(timeSlots.meetingId, meetingId));
}
