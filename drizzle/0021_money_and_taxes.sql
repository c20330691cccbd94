CREATE TABLE "number_series" (
	"workspace_id" uuid NOT NULL,
	"series" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "number_series_workspace_id_series_pk" PRIMARY KEY("workspace_id","series"),
	CONSTRAINT "number_series_last_number_positive" CHECK ("number_series"."last_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"workspace_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"rate" numeric(6, 3) NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_workspace_id_id_pk" PRIMARY KEY("workspace_id","id"),
	CONSTRAINT "tax_rates_name_length" CHECK (char_length(btrim("tax_rates"."name")) between 1 and 50),
	CONSTRAINT "tax_rates_rate_range" CHECK ("tax_rates"."rate" between 0 and 100)
);
--> statement-breakpoint
-- Amounts keep 4 decimals, enough for every currency's minor unit (docs/decisions.md 91). A generated
-- column's inputs cannot change type under it: the line subtotal is dropped and made again.
ALTER TABLE "order_items" DROP COLUMN "subtotal";--> statement-breakpoint
ALTER TABLE "inventory_items" ALTER COLUMN "unit_price" SET DATA TYPE numeric(14, 4);--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "unit_price" SET DATA TYPE numeric(14, 4);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "subtotal" numeric(14, 4) GENERATED ALWAYS AS (quantity * unit_price) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total_price" SET DATA TYPE numeric(14, 4);--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "tax_rate_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_rate_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_name" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_rate" numeric(6, 3);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" integer;--> statement-breakpoint
-- Existing orders are numbered by creation time in each workspace, and each workspace's series goes on from there.
UPDATE "orders" SET "number" = numbered.number
FROM (SELECT workspace_id, id, row_number() OVER (PARTITION BY workspace_id ORDER BY created_at, id) AS number FROM "orders") AS numbered
WHERE numbered.workspace_id = "orders".workspace_id AND numbered.id = "orders".id;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
INSERT INTO "number_series" ("workspace_id", "series", "last_number")
SELECT workspace_id, 'order', max(number) FROM "orders" GROUP BY workspace_id;--> statement-breakpoint
-- What the dashboard's activity shows of an order is its number, from now on #42 rather than its id's first characters.
UPDATE "activity" SET "details" = jsonb_set("details", '{number}', to_jsonb("orders"."number"))
FROM "orders"
WHERE "activity"."kind" LIKE 'order.%' AND "orders"."workspace_id" = "activity"."workspace_id" AND "orders"."id" = "activity"."entity_id";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal_net" numeric(14, 4) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_total" numeric(14, 4) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taxes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Orders made before tax rates have no tax: their net is their total.
UPDATE "orders" SET "subtotal_net" = "total_price";--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "number_series" ADD CONSTRAINT "number_series_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_workspace_active_name_idx" ON "tax_rates" USING btree ("workspace_id",lower("name")) WHERE "tax_rates"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_tax_rate_fk" FOREIGN KEY ("workspace_id","tax_rate_id") REFERENCES "public"."tax_rates"("workspace_id","id") ON DELETE SET NULL ("tax_rate_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_tax_rate_fk" FOREIGN KEY ("workspace_id","tax_rate_id") REFERENCES "public"."tax_rates"("workspace_id","id") ON DELETE SET NULL ("tax_rate_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_workspace_tax_rate_idx" ON "order_items" USING btree ("workspace_id","tax_rate_id") WHERE "order_items"."tax_rate_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_workspace_number_idx" ON "orders" USING btree ("workspace_id","number");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_tax_snapshot" CHECK (("order_items"."tax_name" is null) = ("order_items"."tax_rate" is null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_number_positive" CHECK ("orders"."number" >= 1);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_is_net_plus_tax" CHECK ("orders"."total_price" = "orders"."subtotal_net" + "orders"."tax_total");--> statement-breakpoint
-- Live updates (migration 0008): a workspace's tax rates, and its settings (currency, prices including tax).
CREATE TRIGGER tax_rates_published_on_insert AFTER INSERT ON tax_rates REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION publish_changes('tax_rate', 'created');
--> statement-breakpoint
CREATE TRIGGER tax_rates_published_on_update AFTER UPDATE ON tax_rates REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION publish_changes('tax_rate', 'updated');
--> statement-breakpoint
CREATE TRIGGER tax_rates_published_on_delete AFTER DELETE ON tax_rates REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION publish_changes('tax_rate', 'deleted');
--> statement-breakpoint
CREATE FUNCTION publish_workspace_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('clientele_changes', json_build_object(
    'workspace_id', id, 'entity', 'workspace', 'action', 'updated', 'ids', json_build_array(id)
  )::text)
  FROM changed;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER workspaces_published_on_update AFTER UPDATE ON workspaces REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION publish_workspace_changes();
