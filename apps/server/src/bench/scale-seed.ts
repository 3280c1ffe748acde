import { cardTypesMeeting } from "@siteready/domain/companies";
import { cardSchemes } from "@siteready/domain/skills-cards";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "../db/client.ts";

/**
 * Seeds a migrated PostgreSQL database with `workers` workers and what such a site holds, in SQL
 * (INSERT … SELECT over generate_series), so 100,000 workers seed in a couple of minutes on two cores.
 * Per worker: 5 skills cards (exactly one due for a reminder today: its expiry is 30 days away; the others a year
 * and more away), 2 documents, 1 qualification, a session, 2 audit entries, a past reminder, 1 group post
 * (half of them replies) and 10 messages in one conversation with a neighbour; per 10 workers a job, per 50 a
 * diggs listing, per 100 a group, per 10 an admin audit entry. And 1,000 companies, each with a site and a crew
 * role needing a CSCS Skilled Worker and a CPCS card: the bench company (the signed-in worker owns it) with the
 * first 5,000 workers in its crew and 100 open invites, the other 999 sharing the rest of the workers as crews.
 */

const SEED_POSTCODES = [
  { postcode: "LS1 4DY", latitude: 53.7997, longitude: -1.5492, town: "Leeds" },
  { postcode: "M1 1AE", latitude: 53.4808, longitude: -2.2426, town: "Manchester" },
  { postcode: "B1 1AA", latitude: 52.4862, longitude: -1.8904, town: "Birmingham" },
  { postcode: "EC1A 1BB", latitude: 51.5072, longitude: -0.1276, town: "London" },
  { postcode: "BS1 4DJ", latitude: 51.4545, longitude: -2.5879, town: "Bristol" },
  { postcode: "NE1 5DL", latitude: 54.9783, longitude: -1.6178, town: "Newcastle upon Tyne" },
  { postcode: "G1 1AA", latitude: 55.8642, longitude: -4.2518, town: "Glasgow" },
  { postcode: "CF10 1AA", latitude: 51.4816, longitude: -3.1791, town: "Cardiff" },
  { postcode: "S1 2HE", latitude: 53.3811, longitude: -1.4701, town: "Sheffield" },
  { postcode: "NG1 5FW", latitude: 52.9548, longitude: -1.1581, town: "Nottingham" },
] as const;

const cardTypes = [
  "cscs-skilled-worker",
  "cscs-labourer",
  "cpcs-competent-operator",
  "npors-traditional-operator",
  "cscs-supervisor",
];

const sqlArray = (values: readonly string[]) => `array[${values.map((value) => `'${value}'`).join(",")}]`;
const cities = `(select * from (values ${SEED_POSTCODES.map(
  (place, index) => `(${index}, '${place.postcode}', ${place.latitude}, ${place.longitude}, '${place.town}')`,
).join(",")}) as c(n, postcode, latitude, longitude, town))`;

/** The bench company's and its site's ids, so the bench calls its crew board without asking for them. */
export const BENCH_COMPANY_ID = "00000000-0000-4000-8000-00000000c0de";
export const BENCH_SITE_ID = "00000000-0000-4000-8000-0000000051de";
const BENCH_CREW = 5_000;
const COMPANIES = 1_000;

const acceptedCards = (cardTypeId: string) =>
  sqlArray(
    cardTypesMeeting(
      cardTypeId,
      cardSchemes.map((cardType) => cardType.id),
    ),
  );

/** The companies, sites, crew roles and crews (the bench company is number 0). */
const companyStatements = () => [
  `create temp table co as
     select n, case when n = 0 then '${BENCH_COMPANY_ID}'::uuid else gen_random_uuid() end as id,
            case when n = 0 then '${BENCH_SITE_ID}'::uuid else gen_random_uuid() end as site_id,
            gen_random_uuid() as role_id, gen_random_uuid() as set_id
     from generate_series(0, ${COMPANIES - 1}) n`,
  `insert into companies (id, name, address_line1, town, postcode, plan)
     select id, 'Contractor ' || n, '1 Wharf Road', 'Leeds', 'LS1 4DY', 'paid' from co`,
  `insert into company_sites (id, company_id, name, postcode, starts_on, gate_policy)
     select site_id, id, 'Site ' || n, 'LS1 4DY', current_date - 30, 'warn' from co`,
  "insert into crew_roles (id, company_id, name) select role_id, id, 'Plant operator' from co",
  "insert into crew_requirement_sets (id, role_id, amber_days) select set_id, role_id, 30 from co",
  `insert into crew_requirements (set_id, position, kind, requirement, accepted_types)
     select set_id, 0, 'card', 'cscs-skilled-worker', ${acceptedCards("cscs-skilled-worker")} from co
     union all
     select set_id, 1, 'card', 'cpcs-competent-operator', ${acceptedCards("cpcs-competent-operator")} from co`,
  `insert into crew_members (company_id, site_id, role_id, user_id, joined_at)
     select co.id, co.site_id, co.role_id, w.id, now() - make_interval(mins => w.i)
     from w join co on co.n = case when w.i <= ${BENCH_CREW} then 0 else 1 + w.i % ${COMPANIES - 1} end`,
  `insert into crew_invites (company_id, site_id, role_id, token_hash, email, expires_at)
     select co.id, co.site_id, co.role_id, 'scale-invite-' || k, 'invitee' || k || '@scale.test', now() + interval '14 days'
     from co, generate_series(1, 100) k where co.n = 0`,
  "drop table co",
];

/** The statements, in order; `w` is a temporary table of the workers' numbers and ids. */
export function seedStatements(workers: number): string[] {
  return [
    `create temp table w as select i, gen_random_uuid() as id from generate_series(1, ${workers}) i`,
    "create unique index on w (i)",
    `insert into postcode_directory (postcode, outcode, latitude, longitude)
       select postcode, split_part(postcode, ' ', 1), latitude, longitude from ${cities} c
       on conflict do nothing`,
    `insert into users (id, name, first_name, last_name, email, email_verified, onboarding_completed, created_at, updated_at)
       select id, 'Worker ' || i, 'Worker', 'Number' || i, 'worker' || i || '@scale.test', true, true,
              now() - make_interval(mins => i), now() from w`,
    `insert into personal_details (user_id, first_name, last_name, postcode, city)
       select w.id, 'Worker', 'Number' || i, c.postcode, c.town from w join ${cities} c on c.n = w.i % 10`,
    `insert into sessions (user_id, token, expires_at, created_at, updated_at)
       select id, 'scale-session-' || i, now() + make_interval(days => 7 - i % 14), now() - make_interval(days => i % 30),
              now() - make_interval(mins => i % 10000) from w`,
    `insert into skills_cards (user_id, card_type, registration_number, issue_date, expiry_date)
       select w.id, (${sqlArray(cardTypes)})[k], 'REG-' || i || '-' || k, current_date - 1000,
              case when k = 1 then current_date + 30 else current_date + 400 + (i * 7 + k * 97) % 1000 end
       from w, generate_series(1, 5) k`,
    `insert into documents (user_id, document_type, document_number, expiry_date)
       select w.id, (array['passport', 'driving_licence'])[k], 'DOC-' || i || '-' || k,
              current_date + 500 + (i * 13 + k) % 2000 from w, generate_series(1, 2) k`,
    `insert into qualifications (user_id, type, number, expiry_date)
       select id, 'First Aid at Work', 'Q-' || i, case when i % 2 = 0 then null else current_date + 600 + i % 900 end from w`,
    `insert into reminder_deliveries (user_id, item_kind, item_id, expiry_date, threshold_days, sent_at)
       select id, 'skills_card', gen_random_uuid(), current_date - 400, 0, now() - interval '400 days' from w`,
    `insert into reminder_settings (user_id, enabled, thresholds)
       select id, true, '[90, 30, 7, 0]'::jsonb from w where i % 10 = 0`,
    `insert into sensitive_field_audit (user_id, actor_user_id, field, action, created_at)
       select id, id, (array['account_number', 'ni_number'])[k], 'reveal', now() - make_interval(hours => i % 5000)
       from w, generate_series(1, 2) k`,
    `insert into admin_audit_log (action, admin_email, target_user_id, target_email, detail, created_at)
       select 'suspend', 'admin@scale.test', id, 'worker' || i || '@scale.test', 'seeded', now() - make_interval(mins => i)
       from w where i % 10 = 0`,
    `insert into jobs (poster_id, title, trade, description, site_postcode, latitude, longitude, town, rate_type,
                       rate_pence, required_card_types, contact_preference, status, created_at, updated_at)
       select w.id, 'Groundworker for drainage on a housing site ' || i, 'Groundworker',
              'We need an experienced hand for footings and drainage near ' || c.town || '. Own PPE.',
              c.postcode, c.latitude + ((i * 37) % 100 - 50) / 250.0, c.longitude + ((i * 53) % 100 - 50) / 150.0,
              c.town, 'day_rate', 15000 + (i % 20) * 1000, '[]'::jsonb, 'in_app',
              case when i % 50 = 0 then 'closed' else 'open' end,
              now() - make_interval(mins => i), now() - make_interval(mins => i)
       from w join ${cities} c on c.n = (w.i / 10) % 10 where i % 10 = 0`,
    `insert into diggs_listings (owner_id, title, description, postcode, latitude, longitude, town,
                                 price_per_week_pence, price_basis, bills_included, room_type, beds, van_parking,
                                 kitchen, washing_machine, wifi, monday_to_friday, minimum_stay_nights, available_from)
       select w.id, 'Room near the site ' || i, 'A clean single room with parking for a van.', c.postcode,
              c.latitude + ((i * 37) % 100 - 50) / 250.0, c.longitude + ((i * 53) % 100 - 50) / 150.0, c.town,
              10000 + i % 50 * 100, 'per_person', true, 'single', 1, true, true, true, true, true, 1, current_date - 10
       from w join ${cities} c on c.n = (w.i / 50) % 10 where i % 50 = 0`,
    // Conversations: worker 2k-1 with worker 2k, 10 messages each.
    `create temp table pairs as
       select a.i, a.id as a, b.id as b, gen_random_uuid() as conversation_id
       from w a join w b on b.i = a.i + 1 where a.i % 2 = 1`,
    `insert into conversations (id, pair_key, created_at, last_message_at)
       select conversation_id, least(a::text, b::text) || ':' || greatest(a::text, b::text), now() - interval '30 days',
              now() - make_interval(mins => i) from pairs`,
    `insert into conversation_participants (conversation_id, user_id, last_read_at)
       select conversation_id, a, now() - make_interval(mins => i) from pairs
       union all select conversation_id, b, now() - interval '31 days' from pairs`,
    `insert into messages (conversation_id, sender_id, body, created_at)
       select conversation_id, case when k % 2 = 0 then a else b end, 'Are you on site tomorrow? ' || k,
              now() - make_interval(mins => i + (10 - k) * 60) from pairs, generate_series(1, 10) k`,
    // Groups: one per 100 workers, every worker a member of one; each worker posts once, every other post a reply.
    `create temp table g as select n, gen_random_uuid() as id from generate_series(0, greatest(${workers} / 100, 1) - 1) n`,
    `insert into groups (id, name, description, invite_token, created_by)
       select g.id, 'Site crew ' || n, 'Seeded group', 'scale-invite-' || n, (select id from w where i = 1) from g`,
    `insert into group_members (group_id, user_id, role)
       select g.id, w.id, case when w.i <= (select count(*) from g) then 'admin' else 'member' end
       from w join g on g.n = w.i % (select count(*) from g)`,
    `create temp table posts as
       select w.i, w.id as author_id, g.id as group_id, gen_random_uuid() as id
       from w join g on g.n = w.i % (select count(*) from g)`,
    "create unique index on posts (i)",
    // A post in an odd round (of one post per group) replies to its group's post of the round before.
    `insert into group_posts (id, group_id, author_id, parent_id, body, created_at)
       select p.id, p.group_id, p.author_id, q.id, 'Who has a spare hard hat? ' || p.i,
              now() - make_interval(mins => ${workers} - p.i)
       from posts p
       left join posts q on (p.i / (select count(*) from g)) % 2 = 1 and q.i = p.i - (select count(*) from g)`,
    ...companyStatements(),
    "drop table w, pairs, g, posts",
    "analyze",
  ];
}

/** Drops (if there) and creates `name` on the server of `adminUrl`; returns the new database's URL. */
export async function recreateDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return databaseUrlOf(adminUrl, name);
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The signed-in worker's own data: the same at every size, so their pages should cost the same. 5 cards (none
 * due), 2 documents, a qualification, 5 projects, 20 audit entries, 20 conversations of 30 messages with seeded
 * workers 3..22, a seat in the first group, 3 jobs posted near Leeds, and the bench company as its owner.
 */
export function ownDataStatements(userId: string): string[] {
  const leeds = SEED_POSTCODES[0];
  const me = `'${userId}'::uuid`;
  return [
    `insert into personal_details (user_id, first_name, last_name, postcode, city)
       values (${me}, 'Bench', 'User', '${leeds.postcode}', '${leeds.town}')
       on conflict (user_id) do update set postcode = excluded.postcode, city = excluded.city`,
    `insert into skills_cards (user_id, card_type, registration_number, expiry_date, show_at_gate)
       select ${me}, 'cscs-skilled-worker', 'BENCH-' || k, current_date + 400 + k * 30, k = 1 from generate_series(1, 5) k`,
    `insert into documents (user_id, document_type, expiry_date)
       select ${me}, 'passport', current_date + 900 + k from generate_series(1, 2) k`,
    `insert into qualifications (user_id, type, expiry_date) values (${me}, 'First Aid at Work', current_date + 800)`,
    `insert into projects (user_id, name, company, start_date)
       select ${me}, 'Project ' || k, 'Builder Ltd', current_date - k * 100 from generate_series(1, 5) k`,
    `insert into sensitive_field_audit (user_id, actor_user_id, field, action)
       select ${me}, ${me}, 'account_number', 'reveal' from generate_series(1, 20)`,
    `create temp table mine as
       select u.id as other, gen_random_uuid() as conversation_id, k
       from generate_series(3, 22) k join users u on u.email = 'worker' || k || '@scale.test'`,
    `insert into conversations (id, pair_key, last_message_at)
       select conversation_id, least(${me}::text, other::text) || ':' || greatest(${me}::text, other::text), now() from mine`,
    `insert into conversation_participants (conversation_id, user_id, last_read_at)
       select conversation_id, ${me}, now() - interval '1 hour' from mine
       union all select conversation_id, other, now() from mine`,
    `insert into messages (conversation_id, sender_id, body, created_at)
       select conversation_id, case when m % 2 = 0 then ${me} else other end, 'Bench message ' || m,
              now() - make_interval(mins => k * 60 + m) from mine, generate_series(1, 30) m`,
    "drop table mine",
    `insert into group_members (group_id, user_id, role)
       select id, ${me}, 'member' from groups where invite_token = 'scale-invite-0'`,
    `insert into jobs (poster_id, title, trade, description, site_postcode, latitude, longitude, town, rate_type,
                       rate_pence, contact_preference)
       select ${me}, 'Bench job ' || k, 'Groundworker', 'Drainage and footings', '${leeds.postcode}', 53.8, -1.55,
              '${leeds.town}', 'day_rate', 18000, 'in_app' from generate_series(1, 3) k`,
    `insert into company_members (company_id, user_id, role) values ('${BENCH_COMPANY_ID}', ${me}, 'owner')`,
  ];
}

/** Runs seed statements in one transaction: one connection, so their temporary tables last between them. */
export async function runSeed(db: Db, statements: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}
