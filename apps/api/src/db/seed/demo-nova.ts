import { and, eq } from 'drizzle-orm';
import { loadViewer } from '../../modules/auth/auth.viewer';
import { corporates } from '../../modules/companies/companies.tables';
import { missions } from '../../modules/missions/missions.tables';
import { answerOffline } from '../../modules/nova/nova.offline';
import {
  finishMessage,
  insertConversation,
  insertMessage,
  listConversations,
} from '../../modules/nova/nova-conversations.repository';
import { titleOf } from '../../modules/nova/nova-conversations.service';
import { findUserByEmail } from '../../modules/users/users.repository';
import type { AppDeps } from '../../platform/deps';
import type { DbOrTx } from '../client';

const quiet = { delta() {}, tool() {} };

/** One conversation, each question answered for real by the offline engine with the user's rights. */
async function conversation(tx: DbOrTx, email: string, surface: string, questions: string[], publicId: string) {
  const user = await findUserByEmail(tx, email);
  const viewer = user ? await loadViewer(tx, user.id) : null;
  if (!user || !viewer) return;
  const row = await insertConversation(tx, { publicId, userId: user.id, surface, title: titleOf(questions[0]!) });
  // The seed has no server: the database, and no address service (known cities are placed without it).
  const deps = { db: tx, config: { addressApiUrl: null } } as unknown as AppDeps;
  const caller = {
    actor: { userId: user.id, impersonatorUserId: null },
    role: viewer.role,
    userId: user.id,
    companyId: viewer.corporate?.companyId ?? null,
    corporateRole: viewer.corporate?.role ?? null,
    corporateId: viewer.corporate?.id ?? null,
    freelanceId: null,
  };
  for (const question of questions) {
    await insertMessage(tx, { conversationId: row.id, role: 'user', content: question, status: 'done' });
    const message = await insertMessage(tx, {
      conversationId: row.id,
      role: 'assistant',
      content: '',
      status: 'streaming',
      engine: 'offline',
    });
    const answer = await answerOffline({ deps, viewer, caller, surface }, question, quiet);
    await finishMessage(tx, message.id, { content: answer.content, status: 'done', toolCalls: answer.toolCalls });
  }
}

/**
 * Romain Garnier (romain.garnier@demo.fr, Pivot Finance) gets Nova and finds two conversations; Camille
 * (equipe@demo.fr) one in the lab. Sophie keeps her dashboard: rule 9 sends a Nova user from /enterprise and
 * its dashboard to Nova. Once: nothing is added when Romain already has a conversation.
 */
export async function seedDemoNova(tx: DbOrTx): Promise<void> {
  const romain = await findUserByEmail(tx, 'romain.garnier@demo.fr');
  if (!romain) return;
  await tx.update(corporates).set({ hasNovaAccess: true }).where(eq(corporates.userId, romain.id));
  if ((await listConversations(tx, romain.id, 'enterprise', { offset: 0, limit: 1 })).count > 0) return;
  const [corporate] = await tx.select().from(corporates).where(eq(corporates.userId, romain.id)).limit(1);
  const [mission] = corporate
    ? await tx
        .select({ title: missions.title })
        .from(missions)
        .where(and(eq(missions.companyId, corporate.companyId), eq(missions.status, 'seeking')))
        .limit(1)
    : [];
  await conversation(
    tx,
    'romain.garnier@demo.fr',
    'enterprise',
    [
      'Je cherche un data engineer Spark à Paris, 650 € max, disponible dès que possible',
      'Et en Python, avec un TJM de 600 € max ?',
    ],
    'demo-nova-romain-1',
  );
  if (mission?.title)
    await conversation(
      tx,
      'romain.garnier@demo.fr',
      'enterprise',
      [`Où en est ma mission ${mission.title} ?`],
      'demo-nova-romain-2',
    );
  await conversation(
    tx,
    'equipe@demo.fr',
    'backoffice',
    ['Trouve-moi un développeur React à Lyon, 600 € max, dispo en janvier'],
    'demo-nova-camille-1',
  );
}
