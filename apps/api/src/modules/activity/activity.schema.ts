import { builder } from '../../graphql/builder';
import { UserRoleEnum } from '../users/users.schema';
import type { ActivityEntry, ActivityPerson } from './activity.service';
import { isTechnicalEvent } from './activity.technical';
import { backofficeUrlOf } from './activity-url';

/*
 * The history of an entity as its pages read it. Each query that returns it (missionActivity, ...)
 * checks first that the viewer may read the entity.
 */

const ActivityActorType = builder.objectRef<ActivityPerson>('ActivityActor').implement({
  fields: (t) => ({
    id: t.id({ resolve: (p) => p.userId }),
    fullName: t.exposeString('fullName'),
    role: t.field({ type: UserRoleEnum, nullable: true, resolve: (p) => p.role }),
    profilePictureUrl: t.exposeString('profilePictureUrl', { nullable: true }),
  }),
});

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

export const ActivityEventType = builder.objectRef<ActivityEntry>('ActivityEvent').implement({
  description: 'Who did what, when: one recorded event (a status move, an edit, a copy).',
  fields: (t) => ({
    id: t.exposeID('id'),
    category: t.exposeString('category'),
    type: t.exposeString('type', { description: 'mission_created, mission_validated, mission_refused, ...' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    technical: t.boolean({
      description: 'A page view, a ping, a click...: hidden from feeds unless asked.',
      resolve: (e) => isTechnicalEvent(e),
    }),
    entityType: t.string({
      nullable: true,
      description: 'mission, match, deal, freelancer, company, corporate, user, invoice, work_log, ...',
      resolve: (e) => e.entityType,
    }),
    entityId: t.id({ nullable: true, resolve: (e) => e.entityId }),
    url: t.string({
      nullable: true,
      description: 'The back-office page of what the event is about (team only).',
      authScopes: { teamMember: true },
      unauthorizedResolver: () => null,
      resolve: (e) => backofficeUrlOf(e),
    }),
    actor: t.field({
      type: ActivityActorType,
      nullable: true,
      description: 'Null when the platform acted by itself.',
      resolve: (e) => e.actor,
    }),
    impersonator: t.field({
      type: ActivityActorType,
      nullable: true,
      description: 'The team member behind an action made while impersonating (team only).',
      authScopes: { teamMember: true },
      unauthorizedResolver: () => null,
      resolve: (e) => e.impersonator,
    }),
    fromStatus: t.string({ nullable: true, resolve: (e) => text(e.payload.from) }),
    toStatus: t.string({ nullable: true, resolve: (e) => text(e.payload.to) }),
    reasons: t.stringList({
      description: 'The refusal reason or the failure reasons the move carried.',
      resolve: (e) => {
        const reasons = e.payload.reasons;
        if (Array.isArray(reasons)) return reasons.filter((r): r is string => typeof r === 'string');
        return text(reasons) ? [reasons as string] : [];
      },
    }),
    comment: t.string({ nullable: true, resolve: (e) => text(e.payload.comment) }),
    fields: t.stringList({
      description: 'The fields an edit changed.',
      resolve: (e) => (Array.isArray(e.payload.fields) ? e.payload.fields.filter((f) => typeof f === 'string') : []),
    }),
    sourceId: t.id({
      nullable: true,
      description: 'The entity this one was copied from (a duplicated mission).',
      resolve: (e) => (typeof e.payload.from === 'number' ? e.payload.from : null),
    }),
  }),
});

export const ActivityEventPageType = builder
  .objectRef<{ items: ActivityEntry[]; count: number }>('ActivityEventPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [ActivityEventType], resolve: (p) => p.items }),
      count: t.exposeInt('count'),
    }),
  });
