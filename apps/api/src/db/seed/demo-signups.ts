import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../client';

/**
 * When the demo's people and companies joined Orbite.
 *
 * The services date every row they write at the seed's time, so every freelancer read « inscrit le » today in the
 * team's list, after a qualification of last May, and a company without missions was « cliente depuis » today.
 * This step, last in the seed, dates them back: a freelancer weeks to a year and a half ago (a new one days ago), a
 * team member years ago, a client company weeks ago and its users after it; each always before the first row that
 * names them (a match, a deal, a notification, an event about them), whatever table it is in.
 *
 * Only what this seed run created moves (`created_at >= now()`, the transaction's start): the seed runs at each
 * start of a demo server, and someone who signed up since keeps their date. Hunting's recruits keep theirs too.
 */
export async function backdateDemoSignUps(tx: DbOrTx): Promise<void> {
  await collectReferences(tx);
  // A freelancer: before anything names them or their account; a new one signed up days ago.
  await tx.execute(sql`update freelances f set created_at = least(
      now() - make_interval(days => case when f.status = 'new' then 2 + f.id % 12 else 45 + (f.id * 37) % 540 end,
        mins => (f.id * 97) % 480),
      (select min(r.at) from demo_refs r where r.kind = 'freelance' and r.id = f.id) - interval '2 days',
      (select min(r.at) from demo_refs r where r.kind = 'user' and r.id = f.user_id) - interval '2 days')
    where f.created_at >= now()`);
  // Their profile was last touched some time since, or by the team's last step about them.
  await tx.execute(sql`update freelances f set updated_at = least(now(), greatest(
      f.created_at + (now() - f.created_at) * ((f.id * 53) % 100) / 100.0,
      (select max(e.created_at) from activity_events e where e.entity_type = 'freelancer' and e.entity_id = f.id::text)))
    where f.updated_at >= now() and f.created_at < now()`);
  // A client company without missions (the missions date the others, backdateDemoCompanies) came weeks ago.
  await tx.execute(sql`update companies c set created_at = least(
      now() - make_interval(days => 3 + (c.id * 11) % 40, mins => (c.id * 41) % 300),
      (select min(r.at) from demo_refs r where r.kind = 'company' and r.id = c.id) - interval '1 day')
    where c.created_at >= now()`);
  // Accounts: a freelancer's is theirs; a client's comes with its company or after; the team's years ago.
  await tx.execute(sql`update users u set created_at = f.created_at
    from freelances f where f.user_id = u.id and u.created_at >= now()`);
  await tx.execute(sql`update users u set created_at = greatest(c.created_at, least(
      c.created_at + make_interval(days => (u.id * 7) % 15),
      (select min(r.at) from demo_refs r where r.kind = 'user' and r.id = u.id) - interval '1 day'))
    from corporates k join companies c on c.id = k.company_id
    where k.user_id = u.id and u.created_at >= now()`);
  await tx.execute(sql`update users u set created_at = least(
      now() - make_interval(days => 500 + (u.id * 29) % 300),
      (select min(r.at) from demo_refs r where r.kind = 'user' and r.id = u.id) - interval '1 day')
    from team_members t where t.user_id = u.id and u.created_at >= now()`);
}

/**
 * Every dated row that names a freelancer, a user or a company, with its date: from each table with `created_at`
 * and a `freelance_id`, `company_id` or `…user_id` column, and the activity events about a freelancer.
 */
async function collectReferences(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`create temp table demo_refs (kind text not null, id integer not null, at timestamptz not null)
    on commit drop`);
  const columns = await selectRows<{ table: string; column: string }>(
    tx,
    sql`select c.table_name as "table", c.column_name as "column" from information_schema.columns c
      where c.table_schema = current_schema() and c.data_type = 'integer'
        and (c.column_name in ('freelance_id', 'company_id') or c.column_name like '%user\\_id')
        and c.table_name not in ('freelances', 'users', 'companies')
        and exists (select 1 from information_schema.columns d where d.table_schema = c.table_schema
          and d.table_name = c.table_name and d.column_name = 'created_at')
      order by 1, 2`,
  );
  for (const { table, column } of columns) {
    const kind = column === 'freelance_id' ? 'freelance' : column === 'company_id' ? 'company' : 'user';
    await tx.execute(sql`insert into demo_refs (kind, id, at)
      select ${kind}, ${sql.identifier(column)}, min(created_at) from ${sql.identifier(table)}
      where ${sql.identifier(column)} is not null group by 2`);
  }
  await tx.execute(sql`insert into demo_refs (kind, id, at)
    select 'freelance', entity_id::integer, min(created_at) from activity_events
    where entity_type = 'freelancer' and entity_id ~ '^[0-9]+$' group by 2`);
}
