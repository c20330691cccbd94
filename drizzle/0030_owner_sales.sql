CREATE TABLE "owner_sales" (
	"workspace_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"orders" integer NOT NULL,
	"revenue" numeric NOT NULL,
	CONSTRAINT "owner_sales_workspace_id_owner_id_pk" PRIMARY KEY("workspace_id","owner_id"),
	CONSTRAINT "owner_sales_non_negative" CHECK ("owner_sales"."orders" >= 0)
);
--> statement-breakpoint
ALTER TABLE "owner_sales" ADD CONSTRAINT "owner_sales_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each owner's sales of all time (docs/decisions.md 159): an order counts with its total for its
-- client's owner (client_owner_id, kept by the triggers of migration 0020) while it is a sale
-- (delivered or paid), and is taken back when it stops being one, when its total or owner changes,
-- and when it is deleted. An order without a client has no owner and counts for none.
CREATE FUNCTION orders_keep_owner_sales() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.client_owner_id IS NOT NULL AND OLD.status IN ('delivered', 'paid') THEN
    UPDATE owner_sales SET orders = orders - 1, revenue = revenue - OLD.total_price
    WHERE workspace_id = OLD.workspace_id AND owner_id = OLD.client_owner_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.client_owner_id IS NOT NULL AND NEW.status IN ('delivered', 'paid') THEN
    INSERT INTO owner_sales (workspace_id, owner_id, orders, revenue)
    VALUES (NEW.workspace_id, NEW.client_owner_id, 1, NEW.total_price)
    ON CONFLICT (workspace_id, owner_id) DO UPDATE
      SET orders = owner_sales.orders + 1, revenue = owner_sales.revenue + EXCLUDED.revenue;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_owner_sales_on_insert_or_delete AFTER INSERT OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_keep_owner_sales();
--> statement-breakpoint
-- Only a change to what the order counts for. The owner changes with the client's (an UPDATE of
-- client_owner_id) or with the client itself, the trigger of migration 0020 setting the owner
-- before the row is written, hence client_id among the columns.
CREATE TRIGGER orders_owner_sales_on_update AFTER UPDATE OF status, total_price, client_id, client_owner_id ON orders
  FOR EACH ROW
  WHEN ((OLD.client_owner_id IS NOT NULL AND OLD.status IN ('delivered', 'paid') OR NEW.client_owner_id IS NOT NULL AND NEW.status IN ('delivered', 'paid'))
        AND ((OLD.status IN ('delivered', 'paid')) <> (NEW.status IN ('delivered', 'paid'))
             OR OLD.client_owner_id IS DISTINCT FROM NEW.client_owner_id OR OLD.total_price <> NEW.total_price))
  EXECUTE FUNCTION orders_keep_owner_sales();
--> statement-breakpoint
INSERT INTO owner_sales (workspace_id, owner_id, orders, revenue)
SELECT workspace_id, client_owner_id, count(*), sum(total_price) FROM orders
WHERE status IN ('delivered', 'paid') AND client_owner_id IS NOT NULL
GROUP BY workspace_id, client_owner_id;
