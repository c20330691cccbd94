/**
 * GET /api/v1/clients for a user with 10,000 clients (and a neighbour with as many),
 * through the whole in-process app: session check, query, JSON.
 */
import { sql } from "drizzle-orm";
import { createTestApp } from "../src/server/test/test-app";

const CLIENTS_PER_USER = 10_000;
const RUNS = 200;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function listClientsBenchmark() {
  const t = await createTestApp();
  try {
    const [user, neighbour] = [await t.signUp(), await t.signUp()];
    for (const owner of [user, neighbour]) {
      await t.db.execute(sql`
        insert into clients (workspace_id, owner_id, name, email, company, status, created_at)
        select ${owner.workspaceId}, ${owner.id}, 'Client ' || n, 'client' || n || '@example.com', 'Company ' || (n % 500),
               (array['uncontacted','contacted','interested','negotiation']::client_status[])[1 + n % 4],
               now() - make_interval(secs => n)
        from generate_series(1, ${CLIENTS_PER_USER}) as n`);
    }
    // What autovacuum (on PGlite, the server's own maintenance: db/pglite.ts) does some time after a bulk load.
    await t.db.execute(sql`vacuum analyze clients`);

    const time = async (path: string) => {
      const durations: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        const response = await t.request(path, { headers: { cookie: user.cookie } });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
        durations.push(performance.now() - started);
      }
      durations.sort((a, b) => a - b);
      return { median: percentile(durations, 50), p95: percentile(durations, 95) };
    };

    return {
      firstPage: await time("/api/v1/clients"),
      byName: await time("/api/v1/clients?sort=name"),
      search: await time("/api/v1/clients?q=company%2042"),
    };
  } finally {
    await t.close();
  }
}
