ALTER TABLE "order_items" ADD COLUMN "sale_at" timestamp with time zone;--> statement-breakpoint
-- When a line's order was placed, on the line, while the order is a sale (delivered or paid): the
-- items sold in a range are then an index range (docs/decisions.md 99). A line written takes its
-- order's; an order that becomes a sale, stops being one or is re-dated moves its lines along.
-- (A sale's lines are locked: no line is written to a delivered or paid order by the app, but a
-- restore writes them after their order.)
CREATE FUNCTION order_items_take_sale_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sale_at := (SELECT CASE WHEN status IN ('delivered', 'paid') THEN created_at END
                  FROM orders WHERE workspace_id = NEW.workspace_id AND id = NEW.order_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_items_sale_at_on_write BEFORE INSERT OR UPDATE OF order_id ON order_items
  FOR EACH ROW EXECUTE FUNCTION order_items_take_sale_at();
--> statement-breakpoint
CREATE FUNCTION orders_move_sale_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_items SET sale_at = CASE WHEN NEW.status IN ('delivered', 'paid') THEN NEW.created_at END
  WHERE workspace_id = NEW.workspace_id AND order_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_sale_at_on_lines AFTER UPDATE OF status, created_at ON orders
  FOR EACH ROW
  WHEN ((OLD.status IN ('delivered', 'paid')) IS DISTINCT FROM (NEW.status IN ('delivered', 'paid'))
        OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION orders_move_sale_at();
--> statement-breakpoint
UPDATE order_items SET sale_at = orders.created_at
FROM orders
WHERE orders.workspace_id = order_items.workspace_id AND orders.id = order_items.order_id
  AND orders.status IN ('delivered', 'paid');--> statement-breakpoint
CREATE INDEX "order_items_workspace_sales_idx" ON "order_items" USING btree ("workspace_id","sale_at","inventory_item_id","item_name","quantity","subtotal") WHERE "order_items"."sale_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_workspace_sales_idx" ON "orders" USING btree ("workspace_id","created_at","total_price","client_id","client_owner_id") WHERE "orders"."status" in ('delivered', 'paid');
--> statement-breakpoint
-- The list's index, with the status and total after its key (orders by status in a range, from the index alone).
DROP INDEX "orders_workspace_created_idx";--> statement-breakpoint
CREATE INDEX "orders_workspace_created_idx" ON "orders" USING btree ("workspace_id","created_at","id","status","total_price");
--> statement-breakpoint
-- The pipeline's values: the paid orders' totals by client, merged with each client's status and owner, both read from an index alone.
CREATE INDEX "orders_workspace_paid_client_idx" ON "orders" USING btree ("workspace_id","client_id","total_price") WHERE "orders"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "clients_workspace_id_status_owner_idx" ON "clients" USING btree ("workspace_id","id","status","owner_id");
