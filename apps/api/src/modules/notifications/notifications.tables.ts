import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { activityEvents } from '../activity/activity.tables';
import { users } from '../users/users.tables';

/**
 * What a user is told: produced from the domain events of the other modules, shown in the app
 * always, and sent by e-mail (or another medium) as the user chose.
 */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of the notification categories (missions, matches, meetings, deals, ...). */
    category: text().notNull(),
    /** The event that produced it: mission_validated, match_proposed, ... */
    type: text().notNull(),
    /** Rich text (sanitized HTML) and its plain-text form. */
    description: text().notNull(),
    plainTextDescription: text().notNull(),
    /** Where clicking it leads, inside the app (a path). */
    url: text(),
    unseen: boolean().notNull().default(true),
    seenAt: timestamp({ withTimezone: true }),
    activityEventId: integer().references(() => activityEvents.id, { onDelete: 'set null' }),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    entityType: text(),
    entityId: text(),
    /**
     * E-mail delivery: none (not by e-mail), pending (to send), sent (alone), digest (in a digest),
     * deferred (over the weekly budget, waits for the weekly digest).
     */
    emailStatus: text().notNull().default('none'),
    emailedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_notifications_user_idx').on(t.userId, t.createdAt, t.id),
    // The unseen ones, by user (the badge's count reads the prefix) and by what they are about: whether someone
    // still has an unseen "new message" of a conversation is one probe, however many they left unread.
    index('user_notifications_unseen_idx').on(t.userId, t.type, t.entityType, t.entityId).where(sql`${t.unseen}`),
    index('user_notifications_email_idx')
      .on(t.emailStatus, t.createdAt)
      .where(sql`${t.emailStatus} in ('pending', 'deferred')`),
  ],
);

/** Each e-mail sent about notifications: what the weekly budget counts. */
export const notificationEmails = pgTable(
  'notification_emails',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The category of a single mail; null for a digest covering several. */
    category: text(),
    /** single | digest | weekly */
    kind: text().notNull(),
    notificationCount: integer().notNull(),
    subject: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_emails_user_idx').on(t.userId, t.sentAt)],
);

/** A user's cap of e-mails per category per week; what exceeds it goes into the weekly digest. */
export const notificationBudgets = pgTable(
  'notification_budgets',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text().notNull(),
    weeklyCap: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

export type UserNotificationRow = typeof userNotifications.$inferSelect;
/** What the app shows of a notification (the centre, the live subscription): no delivery bookkeeping. */
export type UserNotificationView = Pick<
  UserNotificationRow,
  'id' | 'userId' | 'unseen' | 'category' | 'type' | 'description' | 'plainTextDescription' | 'url' | 'createdAt'
>;
export type NotificationEmailRow = typeof notificationEmails.$inferSelect;
export type NotificationBudgetRow = typeof notificationBudgets.$inferSelect;
