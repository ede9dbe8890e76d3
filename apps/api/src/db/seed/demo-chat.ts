/**
 * Believable conversations on the demo's market: the mission conversation of Karim's ongoing
 * DevOps mission with Lumen and the account manager (a PDF attached), a match conversation between
 * Julien and Lumen on a mission still seeking (the last messages unread by Julien, one mentioning
 * him, so his badges show), and a direct conversation between Camille and Julien. Idempotent: runs
 * once, when there is no conversation yet.
 */
import { randomBytes } from 'node:crypto';
import { visibleToCorporate, visibleToFreelance } from '@orbite/domain/match-status';
import { and, eq, like } from 'drizzle-orm';
import * as chatContent from '../../modules/chat/chat.content.repository';
import * as chat from '../../modules/chat/chat.repository';
import { applyMentions, mentionRefsOf, plainTextOf, sanitizeChatHtml } from '../../modules/chat/chat.sanitize';
import { chatConversations } from '../../modules/chat/chat.tables';
import { findFreelanceOfUser } from '../../modules/freelancers/freelancers.service';
import { matches } from '../../modules/matches/matches.tables';
import { missions } from '../../modules/missions/missions.tables';
import { findUserByEmail } from '../../modules/users/users.repository';
import { newStorageKey } from '../../platform/storage';
import type { DbOrTx } from '../client';
import type { DemoSeedTools } from './demo-legal';
import { demoPdf } from './demo-pdf';

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

interface Line {
  from: number;
  hoursAgo: number;
  html: string;
  /** Mentions' labels, by F:12 / M:7 key. */
  labels?: Map<string, string>;
  /** The person behind a mentioned F:12 key. */
  mentioned?: number;
  file?: { name: string; lines: string[] };
}

const mention = (key: string, label: string) =>
  `<span data-type="mention" data-id="${key}" data-label="${label}">${key.startsWith('M') ? '#' : '@'}${label}</span>`;

async function conversation(
  tx: DbOrTx,
  tools: DemoSeedTools,
  row: Omit<typeof chatConversations.$inferInsert, 'publicId'>,
  members: number[],
  lines: Line[],
  /** How many of the last messages each member has not read (0 by default). */
  unread: Map<number, number> = new Map(),
) {
  const created = await chat.insertConversation(tx, { ...row, publicId: randomBytes(9).toString('base64url') });
  if (!created) return;
  await chat.addParticipants(tx, created.id, members);
  const ids: number[] = [];
  for (const line of lines) {
    const html = applyMentions(sanitizeChatHtml(line.html), line.labels ?? new Map());
    const message = await chat.insertMessage(tx, {
      conversationId: created.id,
      authorUserId: line.from,
      body: html,
      plainText: plainTextOf(html),
      createdAt: ago(line.hoursAgo),
    });
    ids.push(message.id);
    const mentionRows = mentionRefsOf(html).map((ref) => ({
      conversationId: created.id,
      type: ref.type,
      entityId: ref.id,
      mentionedUserId: ref.type === 'F' ? (line.mentioned ?? null) : null,
      createdAt: ago(line.hoursAgo),
    }));
    await chatContent.replaceMentions(tx, message.id, mentionRows);
    if (line.file && tools.storage) {
      const bytes = demoPdf(line.file.lines);
      const storageKey = newStorageKey('uploads');
      await tools.storage.put(storageKey, bytes, 'application/pdf');
      await chatContent.insertAttachments(tx, [
        {
          messageId: message.id,
          storageKey,
          fileName: line.file.name,
          mimeType: 'application/pdf',
          sizeBytes: bytes.length,
        },
      ]);
    }
  }
  for (const userId of members) {
    const readUpTo = ids[ids.length - 1 - (unread.get(userId) ?? 0)] ?? 0;
    if (readUpTo) await chat.markRead(tx, created.id, userId, readUpTo);
  }
  await chat.touchConversation(tx, created.id, ago(lines[lines.length - 1]!.hoursAgo));
  return created;
}

export async function seedDemoChat(tx: DbOrTx, tools: DemoSeedTools = {}): Promise<void> {
  if ((await tx.select({ id: chatConversations.id }).from(chatConversations).limit(1)).length > 0) return;
  const people = [];
  for (const email of [
    'equipe@demo.fr',
    'client@demo.fr',
    'manager@demo.fr',
    'freelance@demo.fr',
    'karim.benali@demo.fr',
  ])
    people.push(await findUserByEmail(tx, email));
  const [camille, sophie, thomas, julien, karim] = people;
  if (!camille || !sophie || !thomas || !julien || !karim) return;
  const [julienProfile, karimProfile] = [
    await findFreelanceOfUser(tx, julien.id),
    await findFreelanceOfUser(tx, karim.id),
  ];
  if (!julienProfile || !karimProfile) return;

  const [devops] = await tx
    .select()
    .from(missions)
    .where(and(eq(missions.status, 'onGoing'), like(missions.title, 'Ingénieur·e DevOps%')));
  if (devops) {
    const karimKey = `F:${karimProfile.id}`;
    await conversation(
      tx,
      tools,
      { kind: 'mission', missionId: devops.id, title: devops.title, createdByUserId: sophie.id },
      [sophie.id, thomas.id, karim.id, camille.id],
      [
        {
          from: sophie.id,
          hoursAgo: 75,
          html: '<p>Bonjour Karim, l’ingestion tourne sur Kubernetes depuis lundi sans incident : bravo ! Le point d’étape pour la suite est calé jeudi à 10 h dans nos locaux.</p>',
        },
        {
          from: karim.id,
          hoursAgo: 74,
          html: '<p>Merci Sophie, c’est noté. Je prépare l’inventaire des services qui restent à migrer.</p>',
        },
        {
          from: karim.id,
          hoursAgo: 50,
          html: '<p>Voici le plan pour les services restants, avec l’ordre proposé :</p><ol><li>API de facturation</li><li>Front public</li><li>Outils internes</li></ol>',
          file: {
            name: 'plan-migration-kubernetes.pdf',
            lines: ['Plan de migration vers Kubernetes', 'Lumen Analytics', 'Karim Benali'],
          },
        },
        {
          from: camille.id,
          hoursAgo: 30,
          html: `<p>${mention(karimKey, 'Karim Benali')} pensez à déclarer vos jours de la semaine dans le compte rendu d’activité avant vendredi, merci !</p>`,
          labels: new Map([[karimKey, `${karim.firstName} ${karim.lastName}`]]),
          mentioned: karim.id,
        },
        {
          from: thomas.id,
          hoursAgo: 6,
          html: '<p>Le plan me convient. On commence par l’API de facturation dès lundi ?</p>',
        },
      ],
      new Map([[karim.id, 1]]),
    );
  }

  const julienMatches = await tx.select().from(matches).where(eq(matches.freelanceId, julienProfile.id));
  const seeking = julienMatches.length ? await tx.select().from(missions).where(eq(missions.status, 'seeking')) : [];
  const match = julienMatches.find((m) => {
    const mission = seeking.find((s) => s.id === m.missionId);
    return mission && visibleToFreelance(m.status as never) && visibleToCorporate(m.status as never, m.presentedAt);
  });
  const mission = match && seeking.find((s) => s.id === match.missionId);
  if (match && mission) {
    const julienKey = `F:${julienProfile.id}`;
    const missionKey = `M:${mission.id}`;
    const title = mission.title ?? 'Mission';
    await conversation(
      tx,
      tools,
      {
        kind: 'match',
        missionId: mission.id,
        matchId: match.id,
        title: `${julien.firstName} ${julien.lastName} – ${title}`,
        createdByUserId: camille.id,
      },
      [camille.id, sophie.id, thomas.id, julien.id],
      [
        {
          from: camille.id,
          hoursAgo: 48,
          html: '<p>Bonjour à tous, je vous mets en relation pour préparer l’entretien.</p>',
        },
        {
          from: julien.id,
          hoursAgo: 46,
          html: '<p>Bonjour, ravi d’échanger ! Je suis disponible dès le début du mois prochain.</p>',
        },
        {
          from: sophie.id,
          hoursAgo: 5,
          html: `<p>Merci Julien. Avant l’entretien, pouvez-vous relire le périmètre de ${mention(missionKey, title)} ? Nous aimerions votre avis sur l’orchestration.</p>`,
          labels: new Map([[missionKey, title]]),
        },
        {
          from: camille.id,
          hoursAgo: 2,
          html: `<p>${mention(julienKey, 'Julien Bernard')} je vous propose d’en parler demain à 9 h 30 avant l’entretien, cela vous convient ?</p>`,
          labels: new Map([[julienKey, `${julien.firstName} ${julien.lastName}`]]),
          mentioned: julien.id,
        },
      ],
      new Map([[julien.id, 2]]),
    );
  }

  const pair = [camille.id, julien.id].sort((a, b) => a - b);
  await conversation(
    tx,
    tools,
    { kind: 'direct', directKey: pair.join(':'), title: null, createdByUserId: camille.id },
    pair,
    [
      {
        from: camille.id,
        hoursAgo: 26,
        html: '<p>Bonjour Julien, votre attestation URSSAF a été refusée : elle a expiré. Pouvez-vous en déposer une nouvelle ?</p>',
      },
      {
        from: julien.id,
        hoursAgo: 25,
        html: '<p>Bonjour Camille, je la télécharge ce soir sur le site de l’Urssaf et je la dépose.</p>',
      },
      { from: camille.id, hoursAgo: 24, html: '<p>Parfait, merci beaucoup !</p>' },
    ],
  );
}
