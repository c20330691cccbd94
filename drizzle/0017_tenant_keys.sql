-- Tenant tables keyed by workspace (docs/decisions.md 87): each row's key is (workspace_id, id), the
-- foreign keys between them carry workspace_id (a row can only name a row of its own workspace), and
-- the indexes lead with workspace_id. Deleting a client or an item sets only client_id or
-- inventory_item_id to null, never the workspace_id that is part of the same foreign key.
ALTER TABLE "activity" DROP CONSTRAINT "activity_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "client_status_counts" DROP CONSTRAINT "client_status_counts_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "clients" DROP CONSTRAINT "clients_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "deleted_records" DROP CONSTRAINT "deleted_records_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "inventory_items" DROP CONSTRAINT "inventory_items_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_inventory_item_id_inventory_items_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_client_id_clients_id_fk";
--> statement-breakpoint
DROP INDEX "activity_user_created_idx";--> statement-breakpoint
DROP INDEX "clients_user_created_idx";--> statement-breakpoint
DROP INDEX "clients_user_name_idx";--> statement-breakpoint
DROP INDEX "clients_user_status_created_idx";--> statement-breakpoint
DROP INDEX "clients_user_updated_status_idx";--> statement-breakpoint
DROP INDEX "deleted_records_user_record_idx";--> statement-breakpoint
DROP INDEX "inventory_items_user_created_idx";--> statement-breakpoint
DROP INDEX "inventory_items_user_name_idx";--> statement-breakpoint
DROP INDEX "inventory_items_user_quantity_idx";--> statement-breakpoint
DROP INDEX "inventory_items_user_unit_price_idx";--> statement-breakpoint
DROP INDEX "inventory_items_user_low_stock_idx";--> statement-breakpoint
DROP INDEX "order_items_order_idx";--> statement-breakpoint
DROP INDEX "order_items_inventory_item_idx";--> statement-breakpoint
DROP INDEX "orders_user_created_idx";--> statement-breakpoint
DROP INDEX "orders_user_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_user_total_idx";--> statement-breakpoint
DROP INDEX "orders_user_paid_idx";--> statement-breakpoint
DROP INDEX "orders_client_created_idx";--> statement-breakpoint
ALTER TABLE "client_status_counts" DROP CONSTRAINT "client_status_counts_user_id_status_pk";--> statement-breakpoint
ALTER TABLE "activity" DROP CONSTRAINT "activity_pkey";--> statement-breakpoint
ALTER TABLE "clients" DROP CONSTRAINT "clients_pkey";--> statement-breakpoint
ALTER TABLE "deleted_records" DROP CONSTRAINT "deleted_records_pkey";--> statement-breakpoint
ALTER TABLE "inventory_items" DROP CONSTRAINT "inventory_items_pkey";--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_pkey";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_pkey";--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_workspace_id_id_pk" PRIMARY KEY("workspace_id","id");--> statement-breakpoint
ALTER TABLE "client_status_counts" ADD CONSTRAINT "client_status_counts_workspace_id_owner_id_status_pk" PRIMARY KEY("workspace_id","owner_id","status");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_workspace_id_id_pk" PRIMARY KEY("workspace_id","id");--> statement-breakpoint
ALTER TABLE "deleted_records" ADD CONSTRAINT "deleted_records_workspace_id_id_pk" PRIMARY KEY("workspace_id","id");--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_workspace_id_id_pk" PRIMARY KEY("workspace_id","id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_workspace_id_id_pk" PRIMARY KEY("workspace_id","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_workspace_id_id_pk" PRIMARY KEY("workspace_id","id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_fk" FOREIGN KEY ("workspace_id","order_id") REFERENCES "public"."orders"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_inventory_item_fk" FOREIGN KEY ("workspace_id","inventory_item_id") REFERENCES "public"."inventory_items"("workspace_id","id") ON DELETE SET NULL ("inventory_item_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_fk" FOREIGN KEY ("workspace_id","client_id") REFERENCES "public"."clients"("workspace_id","id") ON DELETE SET NULL ("client_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_workspace_created_idx" ON "activity" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "clients_workspace_created_idx" ON "clients" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "clients_workspace_name_idx" ON "clients" USING btree ("workspace_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "clients_workspace_status_created_idx" ON "clients" USING btree ("workspace_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "clients_workspace_owner_created_idx" ON "clients" USING btree ("workspace_id","owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "clients_workspace_updated_status_idx" ON "clients" USING btree ("workspace_id","updated_at","status","owner_id");--> statement-breakpoint
CREATE INDEX "deleted_records_workspace_record_idx" ON "deleted_records" USING btree ("workspace_id","kind","record_id");--> statement-breakpoint
CREATE INDEX "inventory_items_workspace_created_idx" ON "inventory_items" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inventory_items_workspace_name_idx" ON "inventory_items" USING btree ("workspace_id",lower("item_name"),"id");--> statement-breakpoint
CREATE INDEX "inventory_items_workspace_quantity_idx" ON "inventory_items" USING btree ("workspace_id","quantity","id");--> statement-breakpoint
CREATE INDEX "inventory_items_workspace_unit_price_idx" ON "inventory_items" USING btree ("workspace_id","unit_price","id");--> statement-breakpoint
CREATE INDEX "inventory_items_workspace_low_stock_idx" ON "inventory_items" USING btree ("workspace_id","created_at","id") WHERE "inventory_items"."quantity" <= "inventory_items"."low_stock_threshold";--> statement-breakpoint
CREATE INDEX "order_items_workspace_order_idx" ON "order_items" USING btree ("workspace_id","order_id");--> statement-breakpoint
CREATE INDEX "order_items_workspace_inventory_item_idx" ON "order_items" USING btree ("workspace_id","inventory_item_id");--> statement-breakpoint
CREATE INDEX "orders_workspace_created_idx" ON "orders" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_workspace_status_created_idx" ON "orders" USING btree ("workspace_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_workspace_total_idx" ON "orders" USING btree ("workspace_id","total_price","id");--> statement-breakpoint
CREATE INDEX "orders_workspace_paid_idx" ON "orders" USING btree ("workspace_id","updated_at","total_price") WHERE "orders"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "orders_workspace_client_created_idx" ON "orders" USING btree ("workspace_id","client_id","created_at","id");--> statement-breakpoint
ALTER TABLE "activity" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "client_status_counts" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "clients" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "deleted_records" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "inventory_items" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "user_id";;--> statement-breakpoint
-- The client counts (migration 0007) by workspace, owner and status: a status change or a change of
-- owner moves the client from one count to another.
CREATE OR REPLACE FUNCTION client_status_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO client_status_counts (workspace_id, owner_id, status, count)
  SELECT workspace_id, owner_id, status, count(*) FROM added GROUP BY workspace_id, owner_id, status
  ON CONFLICT (workspace_id, owner_id, status) DO UPDATE SET count = client_status_counts.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION client_status_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE client_status_counts AS counts SET count = counts.count - removed_counts.count
  FROM (SELECT workspace_id, owner_id, status, count(*) AS count FROM removed GROUP BY workspace_id, owner_id, status) AS removed_counts
  WHERE counts.workspace_id = removed_counts.workspace_id AND counts.owner_id = removed_counts.owner_id
    AND counts.status = removed_counts.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION client_status_counts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE client_status_counts AS counts SET count = counts.count - moved.count
  FROM (
    SELECT before.workspace_id, before.owner_id, before.status, count(*) AS count
    FROM removed AS before JOIN added AS after USING (workspace_id, id)
    WHERE (before.status, before.owner_id) IS DISTINCT FROM (after.status, after.owner_id)
    GROUP BY before.workspace_id, before.owner_id, before.status
  ) AS moved
  WHERE counts.workspace_id = moved.workspace_id AND counts.owner_id = moved.owner_id AND counts.status = moved.status;
  INSERT INTO client_status_counts (workspace_id, owner_id, status, count)
  SELECT after.workspace_id, after.owner_id, after.status, count(*)
  FROM removed AS before JOIN added AS after USING (workspace_id, id)
  WHERE (before.status, before.owner_id) IS DISTINCT FROM (after.status, after.owner_id)
  GROUP BY after.workspace_id, after.owner_id, after.status
  ON CONFLICT (workspace_id, owner_id, status) DO UPDATE SET count = client_status_counts.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO client_status_counts (workspace_id, owner_id, status, count)
SELECT workspace_id, owner_id, status, count(*) FROM clients GROUP BY workspace_id, owner_id, status;
--> statement-breakpoint
-- Live updates (migration 0008) go to the workspace's streams: one notification per workspace and statement.
CREATE OR REPLACE FUNCTION publish_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('clientele_changes', json_build_object(
    'workspace_id', workspace_id,
    'entity', TG_ARGV[0],
    'action', TG_ARGV[1],
    'ids', CASE WHEN count(*) <= 100 THEN json_agg(id) END
  )::text)
  FROM changed GROUP BY workspace_id;
  RETURN NULL;
END $$;
