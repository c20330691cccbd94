CREATE TABLE "client_sales" (
	"workspace_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"orders" integer NOT NULL,
	"revenue" numeric NOT NULL,
	CONSTRAINT "client_sales_workspace_id_client_id_pk" PRIMARY KEY("workspace_id","client_id"),
	CONSTRAINT "client_sales_non_negative" CHECK ("client_sales"."orders" >= 0)
);
--> statement-breakpoint
ALTER TABLE "client_sales" ADD CONSTRAINT "client_sales_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_sales" ADD CONSTRAINT "client_sales_client_fk" FOREIGN KEY ("workspace_id","client_id") REFERENCES "public"."clients"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_sales_workspace_revenue_idx" ON "client_sales" USING btree ("workspace_id","revenue" DESC NULLS LAST,"client_id") WHERE "client_sales"."orders" > 0;--> statement-breakpoint
CREATE INDEX "orders_workspace_sales_without_client_idx" ON "orders" USING btree ("workspace_id","created_at","total_price") WHERE "orders"."status" in ('delivered', 'paid') and "orders"."client_id" is null;--> statement-breakpoint
-- Each client's sales of all time (docs/decisions.md 148): an order counts with its total for its
-- client while it is a sale (delivered or paid), and is taken back when it stops being one, when
-- its total or client changes, and when it is deleted. A deleted client takes its row along (the
-- foreign key); its orders' client is set to null, which takes them back as well.
CREATE FUNCTION orders_keep_client_sales() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.client_id IS NOT NULL AND OLD.status IN ('delivered', 'paid') THEN
    UPDATE client_sales SET orders = orders - 1, revenue = revenue - OLD.total_price
    WHERE workspace_id = OLD.workspace_id AND client_id = OLD.client_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.client_id IS NOT NULL AND NEW.status IN ('delivered', 'paid') THEN
    INSERT INTO client_sales (workspace_id, client_id, orders, revenue)
    VALUES (NEW.workspace_id, NEW.client_id, 1, NEW.total_price)
    ON CONFLICT (workspace_id, client_id) DO UPDATE
      SET orders = client_sales.orders + 1, revenue = client_sales.revenue + EXCLUDED.revenue;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_client_sales_on_insert_or_delete AFTER INSERT OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_keep_client_sales();
--> statement-breakpoint
-- Only a change to what the order counts for: a status change between two sales, or between two
-- statuses that are not sales, changes nothing.
CREATE TRIGGER orders_client_sales_on_update AFTER UPDATE OF status, total_price, client_id ON orders
  FOR EACH ROW
  WHEN ((OLD.client_id IS NOT NULL AND OLD.status IN ('delivered', 'paid') OR NEW.client_id IS NOT NULL AND NEW.status IN ('delivered', 'paid'))
        AND ((OLD.status IN ('delivered', 'paid')) <> (NEW.status IN ('delivered', 'paid'))
             OR OLD.client_id IS DISTINCT FROM NEW.client_id OR OLD.total_price <> NEW.total_price))
  EXECUTE FUNCTION orders_keep_client_sales();
--> statement-breakpoint
INSERT INTO client_sales (workspace_id, client_id, orders, revenue)
SELECT workspace_id, client_id, count(*), sum(total_price) FROM orders
WHERE status IN ('delivered', 'paid') AND client_id IS NOT NULL
GROUP BY workspace_id, client_id;
