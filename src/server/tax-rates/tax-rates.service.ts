import { and, asc, count, eq, isNull, ne, sql } from "drizzle-orm";
import type { z } from "@hono/zod-openapi";
import { ACTIVE_TAX_RATES_MAX } from "@shared/tax-rates/tax-rate-limits";
import type { createTaxRateSchema, TaxRate, updateTaxRateSchema } from "@shared/tax-rates/tax-rate.schema";
import type { Database, Executor } from "../db/database";
import { inventoryItems, orderItems, taxRates, workspaces } from "../db/schema";
import type { Actor } from "../http/app-env";
import { conflict, isUniqueViolation, notFound } from "../http/errors";
import { isoTimestamp } from "../lib/iso-timestamp";
import { requireSettingsManager } from "../workspaces/workspaces.service";

/**
 * A workspace's tax rates (docs/product.md "Money and taxes", docs/decisions.md 94): every member
 * reads them, an admin or the owner changes them. A rate an order line uses is archived rather
 * than deleted; a rate no longer on offer is no item's default.
 */

type CreateTaxRate = z.output<typeof createTaxRateSchema>;
type UpdateTaxRate = z.output<typeof updateTaxRateSchema>;

/**
 * Whether an order line of the workspace names the rate (the partial index
 * order_items_workspace_tax_rate_idx), in a query of `tax_rates` (named in full: a query of one
 * table writes its columns without it, which the subquery would read as its own).
 */
const inUse = sql<boolean>`exists (select 1 from ${orderItems} as line
  where line.workspace_id = tax_rates.workspace_id and line.tax_rate_id = tax_rates.id)`;

const taxRateColumns = {
  id: taxRates.id,
  name: taxRates.name,
  rate: taxRates.rate,
  archivedAt: taxRates.archivedAt,
  inUse,
  createdAt: taxRates.createdAt,
  updatedAt: taxRates.updatedAt,
};

type TaxRateRow = Pick<typeof taxRates.$inferSelect, "id" | "name" | "rate" | "archivedAt" | "createdAt" | "updatedAt"> & {
  inUse: boolean;
};

function toTaxRate(row: TaxRateRow): TaxRate {
  return {
    id: row.id,
    name: row.name,
    rate: Number(row.rate),
    archived: row.archivedAt !== null,
    in_use: Boolean(row.inUse),
    created_at: isoTimestamp(row.createdAt),
    updated_at: isoTimestamp(row.updatedAt),
  };
}

/** The workspace's rate with this id: every query of a rate names both. */
const inWorkspace = (workspaceId: string, taxRateId: string) => and(eq(taxRates.workspaceId, workspaceId), eq(taxRates.id, taxRateId));

/** The workspace's rates: those on offer first, then the archived ones, each by name. */
export async function listTaxRates(db: Executor, workspaceId: string): Promise<TaxRate[]> {
  const rows = await db
    .select(taxRateColumns)
    .from(taxRates)
    .where(eq(taxRates.workspaceId, workspaceId))
    .orderBy(sql`${taxRates.archivedAt} is not null`, sql`lower(${taxRates.name})`, asc(taxRates.id));
  return rows.map(toTaxRate);
}

async function readTaxRate(db: Executor, workspaceId: string, taxRateId: string): Promise<TaxRate> {
  const [row] = await db.select(taxRateColumns).from(taxRates).where(inWorkspace(workspaceId, taxRateId));
  if (!row) throw notFound("Tax rate");
  return toTaxRate(row);
}

const nameTaken = () => conflict("Another tax rate on offer has this name", { reason: "tax_rate_name_taken" });

/**
 * Runs a change of the workspace's rates: the caller must be an admin or the owner, and the
 * workspace's row is locked until it commits, so that the workspace's rate changes run one after
 * the other and the checks of names and of the number on offer hold. A unique violation that
 * slips past them all the same is the name's.
 */
async function changeTaxRates<T>(db: Database, actor: Actor, change: (tx: Executor) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await requireSettingsManager(tx, actor.workspaceId, actor.userId);
      await tx.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, actor.workspaceId)).for("no key update");
      return change(tx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** Refuses (409) a rate on offer named as another one on offer is, whatever the case of the letters. */
async function checkNameFree(tx: Executor, workspaceId: string, name: string, exceptId?: string): Promise<void> {
  const [other] = await tx
    .select({ id: taxRates.id })
    .from(taxRates)
    .where(
      and(
        eq(taxRates.workspaceId, workspaceId),
        isNull(taxRates.archivedAt),
        sql`lower(${taxRates.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(taxRates.id, exceptId),
      ),
    )
    .limit(1);
  if (other) throw nameTaken();
}

/** Refuses (409) one more rate on offer when the workspace has ACTIVE_TAX_RATES_MAX already. */
async function checkRoomForOneMore(tx: Executor, workspaceId: string): Promise<void> {
  const [active] = await tx
    .select({ count: count() })
    .from(taxRates)
    .where(and(eq(taxRates.workspaceId, workspaceId), isNull(taxRates.archivedAt)));
  if (active!.count >= ACTIVE_TAX_RATES_MAX) {
    throw conflict(`A workspace offers at most ${ACTIVE_TAX_RATES_MAX} tax rates`, {
      reason: "too_many_tax_rates",
      limit: ACTIVE_TAX_RATES_MAX,
    });
  }
}

/** The items whose default is the rate have none any more: a rate no longer on offer is no item's default. */
async function clearItemDefaults(tx: Executor, workspaceId: string, taxRateId: string): Promise<void> {
  await tx
    .update(inventoryItems)
    .set({ taxRateId: null, updatedAt: sql`now()` })
    .where(and(eq(inventoryItems.workspaceId, workspaceId), eq(inventoryItems.taxRateId, taxRateId)));
}

export async function createTaxRate(db: Database, actor: Actor, input: CreateTaxRate): Promise<TaxRate> {
  return changeTaxRates(db, actor, async (tx) => {
    await checkRoomForOneMore(tx, actor.workspaceId);
    await checkNameFree(tx, actor.workspaceId, input.name);
    const [row] = await tx
      .insert(taxRates)
      .values({ workspaceId: actor.workspaceId, name: input.name, rate: input.rate })
      .returning({ id: taxRates.id });
    return readTaxRate(tx, actor.workspaceId, row!.id);
  });
}

/**
 * Renames a rate, changes its percent (the order lines saved with it keep theirs), archives it
 * (its items lose it as their default) or brings it back on offer.
 */
export async function updateTaxRate(db: Database, actor: Actor, taxRateId: string, patch: UpdateTaxRate): Promise<TaxRate> {
  return changeTaxRates(db, actor, async (tx) => {
    const [current] = await tx
      .select({ name: taxRates.name, archivedAt: taxRates.archivedAt })
      .from(taxRates)
      .where(inWorkspace(actor.workspaceId, taxRateId))
      .for("update");
    if (!current) throw notFound("Tax rate");
    const wasArchived = current.archivedAt !== null;
    const archived = patch.archived ?? wasArchived;
    if (!archived) {
      if (wasArchived) await checkRoomForOneMore(tx, actor.workspaceId);
      await checkNameFree(tx, actor.workspaceId, patch.name ?? current.name, taxRateId);
    }
    await tx
      .update(taxRates)
      .set({
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.rate !== undefined && { rate: patch.rate }),
        archivedAt: archived ? (current.archivedAt ?? sql`now()`) : null,
        updatedAt: sql`now()`,
      })
      .where(inWorkspace(actor.workspaceId, taxRateId));
    if (archived && !wasArchived) await clearItemDefaults(tx, actor.workspaceId, taxRateId);
    return readTaxRate(tx, actor.workspaceId, taxRateId);
  });
}

/**
 * Deletes a rate no order line uses (409 `tax_rate_in_use` otherwise: archive it). The rate's
 * row is locked first, so that a line saved with it meanwhile has committed, and is seen.
 */
export async function deleteTaxRate(db: Database, actor: Actor, taxRateId: string): Promise<void> {
  await changeTaxRates(db, actor, async (tx) => {
    const [current] = await tx.select({ id: taxRates.id }).from(taxRates).where(inWorkspace(actor.workspaceId, taxRateId)).for("update");
    if (!current) throw notFound("Tax rate");
    const [used] = await tx.select({ inUse }).from(taxRates).where(inWorkspace(actor.workspaceId, taxRateId));
    if (used!.inUse) {
      throw conflict("An order line uses this tax rate: archive it instead", { reason: "tax_rate_in_use" });
    }
    await clearItemDefaults(tx, actor.workspaceId, taxRateId);
    await tx.delete(taxRates).where(inWorkspace(actor.workspaceId, taxRateId));
  });
}
