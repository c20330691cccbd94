import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseConnection } from "../db/database";
import { migrationsBefore } from "../test/older-schema";
import { createEmptyPostgresDatabase, rowsOf, testEngine } from "../test/test-database";

/** The accounts of a database made before workspaces: two with their data and sessions, one with a blank name. */
const ACCOUNTS = [
  { id: "u-ada", name: "Ada Lovelace", email: "ada@example.com", sessions: 2, clients: 3 },
  { id: "u-bob", name: "Bob", email: "bob@example.com", sessions: 1, clients: 0 },
  { id: "u-blank", name: "  ", email: "grace.hopper@example.com", sessions: 0, clients: 1 },
];

describe(`the workspaces migration on ${testEngine() === "postgres" ? "PostgreSQL" : "PGlite"}`, () => {
  let database: DatabaseConnection;
  let drop = async () => {};

  beforeAll(async () => {
    if (testEngine() === "postgres") {
      const empty = await createEmptyPostgresDatabase();
      database = openDatabase({ engine: "postgres", url: empty.url });
      drop = empty.drop;
    } else {
      database = openDatabase({ engine: "pglite" });
    }
    await database.migrate(migrationsBefore("0014_workspaces"));
    for (const account of ACCOUNTS) {
      await database.db.execute(sql`insert into "user" (id, name, email) values (${account.id}, ${account.name}, ${account.email})`);
      for (let n = 0; n < account.sessions; n++) {
        await database.db.execute(sql`insert into session (id, token, user_id, expires_at)
          values (${`${account.id}-s${n}`}, ${`${account.id}-t${n}`}, ${account.id}, now() + interval '1 day')`);
      }
      await database.db.execute(sql`insert into api_keys (user_id, name, prefix, key_hash)
        values (${account.id}, 'script', 'clt_abcdefgh', ${`hash-${account.id}`})`);
      for (let n = 0; n < account.clients; n++) {
        await database.db.execute(sql`insert into clients (user_id, name) values (${account.id}, ${`Client ${n}`})`);
      }
    }
    await database.migrate();
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await drop();
  });

  it("gives every account a personal workspace it owns, named after it, where each of its sessions and API keys works", async () => {
    const rows = rowsOf(
      await database.db.execute(sql`
      select m.user_id, w.name, m.role::text as role, w.currency,
        (select count(*)::int from workspace_members others where others.workspace_id = w.id) as members
      from workspace_members m join workspaces w on w.id = m.workspace_id order by m.user_id`),
    );
    expect(rows).toEqual([
      { user_id: "u-ada", name: "Ada Lovelace", role: "owner", currency: "USD", members: 1 },
      { user_id: "u-blank", name: "grace.hopper", role: "owner", currency: "USD", members: 1 },
      { user_id: "u-bob", name: "Bob", role: "owner", currency: "USD", members: 1 },
    ]);
    const sessions = rowsOf(
      await database.db.execute(sql`
      select s.id from session s
      left join workspace_members m on m.workspace_id = s.active_workspace_id and m.user_id = s.user_id
      where m.user_id is null`),
    );
    expect(sessions, "every session works in its user's workspace").toEqual([]);
    const keys = rowsOf(
      await database.db.execute(sql`
      select k.user_id from api_keys k
      join workspace_members m on m.workspace_id = k.workspace_id and m.user_id = k.user_id order by k.user_id`),
    );
    expect(keys, "every API key works in its user's workspace").toEqual([
      { user_id: "u-ada" },
      { user_id: "u-blank" },
      { user_id: "u-bob" },
    ]);
  });
});
