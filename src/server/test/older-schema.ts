import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MIGRATIONS_DIR } from "../paths";

interface Journal {
  entries: { idx: number; tag: string }[];
}

/**
 * A migrations folder holding the migrations before `tag` only: migrating an empty database
 * with it builds the schema as it was before that migration, to fill it with the data a
 * migration must carry over, then migrate it the whole way.
 */
export function migrationsBefore(tag: string): string {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 0) throw new Error(`no migration ${tag}`);
  const folder = mkdtempSync(join(tmpdir(), "clientele-migrations-"));
  mkdirSync(join(folder, "meta"));
  const kept = journal.entries.slice(0, index);
  for (const entry of kept) cpSync(join(MIGRATIONS_DIR, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  writeFileSync(join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: kept }));
  return folder;
}
