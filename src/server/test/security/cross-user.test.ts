/**
 * Per-user scoping, for every route of the OpenAPI document and every credential kind: an
 * intruder who puts the owner's ids in any id slot (path, query or body) gets exactly the
 * answer a missing id gets (same status, same bytes; 404 for an id in the path), never sees
 * anything of the owner's, and the owner's books read back the same afterwards.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-app";
import { testEngine } from "../test-database";
import { actorFor, CREDENTIAL_KINDS, listedRows, type Actor, type Answer, Tally } from "./actors";
import { idsOf, ownIdsFor, readBooks, requestWithIds, seedBooks, sendParts, type Books } from "./books";
import { fetchOpenApiDocument, idSlotsOf, operationsOf } from "./openapi-routes";

const t = await createTestApp();
afterAll(() => t.close());
const operations = operationsOf(await fetchOpenApiDocument(t)).filter((operation) => operation.path.startsWith("/api/v1/"));
const engine = testEngine();
const tally = new Tally();

/** The owner: signed in with every credential kind, with books of every kind. */
let owners: Actor[];
let ownerBooks: Books;
/** What the intruder must never see: the owner's ids, names, email, tokens and secrets. */
let ownerSecrets: string[];
/** The owner's ids to try in every slot: those of the books, and of records the owner deleted (restorable). */
let ownerIds: string[];

beforeAll(async () => {
  const user = await t.signUp();
  owners = [];
  for (const kind of CREDENTIAL_KINDS) owners.push(await actorFor(t, user, kind));
  const seeded = await seedBooks(t, owners[0]!, "owner", operations);
  ownerBooks = await readBooks(t, owners[0]!, operations);
  ownerIds = [...idsOf(ownerBooks), ...seeded.deleted.map((found) => found.id)];
  ownerSecrets = [...ownerIds, seeded.marker, user.email, ...seeded.secrets, ...owners.map((owner) => owner.secret)];
});

afterAll(() => {
  const slots = operations.reduce((sum, operation) => sum + idSlotsOf(operation).length, 0);
  console.info(
    [
      `[security] cross-user on ${engine}: ${operations.length} operations × ${CREDENTIAL_KINDS.length} credential kinds ` +
        `(${CREDENTIAL_KINDS.map((kind) => kind.name).join(", ")}); ${slots} id slots × ${idsOf(ownerBooks).length} owner ids; ` +
        `${tally.requests} intruder requests; statuses ${tally.statuses()}`,
      ...tally.groups().map((group) => `  ${group}: ${tally.statuses(group)}`),
    ].join("\n"),
  );
});

/**
 * Refusals of a request with the intruder's own ids that are about the state of their books, not
 * the ids: they are the sole owner of their workspace, who cannot leave it; their tax rate is on
 * the lines of their order, and is archived rather than deleted; their confirmed order was
 * invoiced when their books were seeded, and their other orders are not confirmed.
 */
const REFUSED_FOR_THE_BOOKS: Record<string, string[]> = {
  "DELETE /api/v1/workspaces/{id}/members/{user_id}": ["owner_must_hand_over"],
  "DELETE /api/v1/tax-rates/{id}": ["tax_rate_in_use"],
  "POST /api/v1/orders/{id}/invoice": ["order_already_invoiced", "order_not_invoiceable"],
};

/**
 * Refusals that are about the server under test, which sends no mail: a document is mailed only
 * once its records are found, so reaching this refusal shows the ids were taken.
 */
const REFUSED_FOR_THE_SERVER: Record<string, string> = {
  "POST /api/v1/invoices/{id}/send": "MAIL_NOT_CONFIGURED",
  "POST /api/v1/orders/{id}/quote/send": "MAIL_NOT_CONFIGURED",
};

function refusedForTheBooks(operationKey: string, answer: Answer): boolean {
  const error =
    answer.status >= 400 ? (JSON.parse(answer.text) as { error?: { code?: string; details?: { reason?: string } } }).error : undefined;
  const reason = answer.status === 409 ? error?.details?.reason : undefined;
  if (reason !== undefined && REFUSED_FOR_THE_BOOKS[operationKey]?.includes(reason)) return true;
  return error?.code !== undefined && REFUSED_FOR_THE_SERVER[operationKey] === error.code;
}

function expectNoLeak(answer: Answer, context: string, sentId?: string) {
  for (const secret of ownerSecrets) {
    if (secret === sentId) continue;
    expect(answer.text.includes(secret), `${context} answered the owner's "${secret}": ${answer.text.slice(0, 300)}`).toBe(false);
  }
}

describe.each(CREDENTIAL_KINDS.map((kind) => [kind.name, kind] as const))(`on ${engine}, an intruder with a %s`, (_name, kind) => {
  it.each(operations.map((operation) => [operation.key, idSlotsOf(operation).length, operation] as const))(
    "%s, id slots: %i: the owner's ids answer as missing ids, nothing of the owner's leaks or changes",
    async (_key, _slots, operation) => {
      const intruderUser = await t.signUp();
      const intruder = await actorFor(t, intruderUser, kind);
      // Books are kept with a signed-in session: an API key may not read keys or sessions.
      const intruderSession = await actorFor(t, intruderUser, CREDENTIAL_KINDS[0]!);
      const intruderSeeded = await seedBooks(t, intruderSession, "intruder", operations);
      const own = ownIdsFor(operation, await readBooks(t, intruderSession, operations), intruderSeeded.deleted);
      const group = `${operation.key} (${kind.name})`;

      for (const slot of idSlotsOf(operation)) {
        // What an id that exists nowhere gets in this slot: every one of the owner's ids must get the same.
        const missing = await sendParts(t, intruder, operation, requestWithIds(operation, own, { [slot.label]: randomUUID() }));
        for (const ownerId of ownerIds) {
          const context = `${operation.key} with the owner's ${ownerId} in ${slot.label}`;
          const foreign = await sendParts(t, intruder, operation, requestWithIds(operation, own, { [slot.label]: ownerId }));
          tally.add(group, foreign.status);
          expect({ status: foreign.status, body: foreign.text }, `${context}: not as for a missing id`).toEqual({
            status: missing.status,
            body: missing.text,
          });
          // A route closed to this credential kind (API keys cannot manage keys or sessions) answers 403 for any id.
          if (slot.in === "path" && missing.status !== 403) expect(foreign.status, context).toBe(404);
          // A list filtered by an id (`/orders?client_id=`) finds nothing for it, as for an id that does not exist.
          else if (slot.in === "query" && foreign.status === 200) expect(listedRows(foreign), context).toEqual({ items: [], total: 0 });
          else expect(foreign.status, context).toBeGreaterThanOrEqual(400);
          expectNoLeak(foreign, context, ownerId);
        }
      }

      // The same request with the intruder's own ids: accepted, so the refusals above were about the ids.
      // (A route closed to a credential kind answers 403 whatever the id.)
      const control = await sendParts(t, intruder, operation, requestWithIds(operation, own));
      tally.add(group, control.status);
      expectNoLeak(control, `${operation.key} with the intruder's own ids`);
      if (idSlotsOf(operation).length > 0) {
        const accepted =
          (control.status >= 200 && control.status < 300) || control.status === 403 || refusedForTheBooks(operation.key, control);
        expect(accepted, `${operation.key} with the intruder's own ids: ${control.status} ${control.text}`).toBe(true);
      }

      expect((await readBooks(t, owners[0]!, operations)).answers, "the owner's books changed").toEqual(ownerBooks.answers);
    },
  );
});
