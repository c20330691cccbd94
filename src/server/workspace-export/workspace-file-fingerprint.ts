import { createHash } from "node:crypto";
import { PERSON_FIELDS } from "@shared/workspace-export/workspace-file.schema";

/**
 * A digest of what a workspace file holds, equal for two files of the same data wherever and by
 * whom they were made: what differs by design between a workspace and its import on another
 * server is left out — when the file was made, the workspace's id, its members, and which
 * account each person reference names (docs/decisions.md 132): a person is
 * only "someone" or nobody. Keys are sorted; the records keep their order (by id).
 */
export function fingerprint(file: unknown): string {
  return createHash("sha256")
    .update(stableJson(normalised(file)))
    .digest("hex");
}

function normalised(file: unknown): unknown {
  if (typeof file !== "object" || file === null) return file;
  const { exported_at: _exportedAt, members: _members, workspace, ...rest } = file as Record<string, unknown>;
  const { id: _id, ...settings } = (workspace ?? {}) as Record<string, unknown>;
  const copy: Record<string, unknown> = { ...rest, workspace: settings };
  for (const [kind, fields] of Object.entries(PERSON_FIELDS)) {
    const rows = copy[kind];
    if (!Array.isArray(rows)) continue;
    copy[kind] = rows.map((row: Record<string, unknown>) => {
      const anonymous = { ...row };
      for (const field of fields) if (anonymous[field] !== null) anonymous[field] = "someone";
      return anonymous;
    });
  }
  return copy;
}

/** JSON with every object's keys in order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${stableJson(inner)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
