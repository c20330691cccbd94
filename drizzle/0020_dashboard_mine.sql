ALTER TABLE "orders" ADD COLUMN "client_owner_id" text;--> statement-breakpoint
CREATE INDEX "activity_workspace_actor_created_idx" ON "activity" USING btree ("workspace_id","actor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_workspace_client_owner_paid_idx" ON "orders" USING btree ("workspace_id","client_owner_id","updated_at","total_price") WHERE "orders"."status" = 'paid';--> statement-breakpoint
-- The owner of each order's client, on the order (docs/decisions.md 90), so that one member's revenue
-- is an index range as the team's is. An order takes its client's owner when it is written with a
-- client (FOR SHARE: a change of owner in flight commits first, or waits for the order); a client's
-- change of owner moves its orders along; a deleted client's orders (client_id set null) have none.
CREATE FUNCTION orders_take_client_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.client_owner_id := (SELECT owner_id FROM clients WHERE workspace_id = NEW.workspace_id AND id = NEW.client_id FOR SHARE);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_client_owner_on_write BEFORE INSERT OR UPDATE OF client_id ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_take_client_owner();
--> statement-breakpoint
CREATE FUNCTION orders_follow_client_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders SET client_owner_id = after.owner_id
  FROM removed AS before JOIN added AS after USING (workspace_id, id)
  WHERE before.owner_id IS DISTINCT FROM after.owner_id
    AND orders.workspace_id = after.workspace_id AND orders.client_id = after.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER clients_owner_on_orders AFTER UPDATE ON clients REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION orders_follow_client_owner();
--> statement-breakpoint
UPDATE orders SET client_owner_id = clients.owner_id
FROM clients WHERE clients.workspace_id = orders.workspace_id AND clients.id = orders.client_id;
