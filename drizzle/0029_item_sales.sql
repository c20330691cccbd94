CREATE TABLE "item_sales" (
	"workspace_id" uuid NOT NULL,
	"inventory_item_id" uuid NOT NULL,
	"quantity" bigint NOT NULL,
	"revenue" numeric NOT NULL,
	CONSTRAINT "item_sales_workspace_id_inventory_item_id_pk" PRIMARY KEY("workspace_id","inventory_item_id"),
	CONSTRAINT "item_sales_non_negative" CHECK ("item_sales"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "item_sales" ADD CONSTRAINT "item_sales_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_sales" ADD CONSTRAINT "item_sales_inventory_item_fk" FOREIGN KEY ("workspace_id","inventory_item_id") REFERENCES "public"."inventory_items"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_sales_workspace_quantity_idx" ON "item_sales" USING btree ("workspace_id","quantity" DESC NULLS LAST,"revenue" DESC NULLS LAST,"inventory_item_id") WHERE "item_sales"."quantity" > 0;--> statement-breakpoint
-- Each item's sales of all time (docs/decisions.md 158): a line counts for its item, with its
-- quantity and amount, while its order is a sale (the line's sale_at is set, migration 0022), and
-- is taken back when its order stops being one, when its item, quantity or price changes, and
-- when it is deleted. A deleted item takes its row along (the foreign key); its lines' item is set
-- to null, which takes them back as well, and a restored item takes them again.
CREATE FUNCTION order_items_keep_item_sales() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.inventory_item_id IS NOT NULL AND OLD.sale_at IS NOT NULL THEN
    UPDATE item_sales SET quantity = quantity - OLD.quantity, revenue = revenue - OLD.subtotal
    WHERE workspace_id = OLD.workspace_id AND inventory_item_id = OLD.inventory_item_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.inventory_item_id IS NOT NULL AND NEW.sale_at IS NOT NULL THEN
    INSERT INTO item_sales (workspace_id, inventory_item_id, quantity, revenue)
    VALUES (NEW.workspace_id, NEW.inventory_item_id, NEW.quantity, NEW.subtotal)
    ON CONFLICT (workspace_id, inventory_item_id) DO UPDATE
      SET quantity = item_sales.quantity + EXCLUDED.quantity, revenue = item_sales.revenue + EXCLUDED.revenue;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_items_item_sales_on_insert_or_delete AFTER INSERT OR DELETE ON order_items
  FOR EACH ROW EXECUTE FUNCTION order_items_keep_item_sales();
--> statement-breakpoint
-- Only a change to what the line counts for: a sale re-dated, or a line of an order that is not a
-- sale, changes nothing. A line moved to another order takes that order's sale date from the
-- trigger of migration 0022, hence order_id among the columns.
CREATE TRIGGER order_items_item_sales_on_update AFTER UPDATE OF order_id, sale_at, inventory_item_id, quantity, unit_price ON order_items
  FOR EACH ROW
  WHEN ((OLD.inventory_item_id IS NOT NULL AND OLD.sale_at IS NOT NULL OR NEW.inventory_item_id IS NOT NULL AND NEW.sale_at IS NOT NULL)
        AND ((OLD.sale_at IS NULL) <> (NEW.sale_at IS NULL)
             OR OLD.inventory_item_id IS DISTINCT FROM NEW.inventory_item_id OR OLD.subtotal <> NEW.subtotal OR OLD.quantity <> NEW.quantity))
  EXECUTE FUNCTION order_items_keep_item_sales();
--> statement-breakpoint
INSERT INTO item_sales (workspace_id, inventory_item_id, quantity, revenue)
SELECT workspace_id, inventory_item_id, sum(quantity), sum(subtotal) FROM order_items
WHERE sale_at IS NOT NULL AND inventory_item_id IS NOT NULL
GROUP BY workspace_id, inventory_item_id;
