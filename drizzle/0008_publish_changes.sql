-- Live updates (docs/decisions.md 52). Every change to clients, inventory items and orders is published
-- on the channel clientele_changes, which every instance LISTENs to and passes on to the owner's event
-- streams. NOTIFY is transactional: the notification goes out when the change commits, never for a change
-- rolled back. One notification per user and statement, with the ids changed, or null ids when more than
-- 100 rows were (a bulk change: "refresh all of this entity"), which keeps the payload under PostgreSQL's
-- 8,000-byte limit and a bulk change from flooding the streams.
CREATE FUNCTION publish_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('clientele_changes', json_build_object(
    'user_id', user_id,
    'entity', TG_ARGV[0],
    'action', TG_ARGV[1],
    'ids', CASE WHEN count(*) <= 100 THEN json_agg(id) END
  )::text)
  FROM changed GROUP BY user_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER clients_published_on_insert AFTER INSERT ON clients REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION publish_changes('client', 'created');
--> statement-breakpoint
CREATE TRIGGER clients_published_on_update AFTER UPDATE ON clients REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION publish_changes('client', 'updated');
--> statement-breakpoint
CREATE TRIGGER clients_published_on_delete AFTER DELETE ON clients REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION publish_changes('client', 'deleted');
--> statement-breakpoint
CREATE TRIGGER inventory_items_published_on_insert AFTER INSERT ON inventory_items REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION publish_changes('inventory', 'created');
--> statement-breakpoint
CREATE TRIGGER inventory_items_published_on_update AFTER UPDATE ON inventory_items REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION publish_changes('inventory', 'updated');
--> statement-breakpoint
CREATE TRIGGER inventory_items_published_on_delete AFTER DELETE ON inventory_items REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION publish_changes('inventory', 'deleted');
--> statement-breakpoint
CREATE TRIGGER orders_published_on_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION publish_changes('order', 'created');
--> statement-breakpoint
CREATE TRIGGER orders_published_on_update AFTER UPDATE ON orders REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION publish_changes('order', 'updated');
--> statement-breakpoint
CREATE TRIGGER orders_published_on_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION publish_changes('order', 'deleted');
--> statement-breakpoint
-- A session ended anywhere (sign-out, revocation, password change, expiry noticed, account deleted)
-- closes its event streams on every instance.
CREATE FUNCTION publish_ended_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('clientele_sessions_ended', id) FROM ended;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER session_published_on_delete AFTER DELETE ON "session" REFERENCING OLD TABLE AS ended
  FOR EACH STATEMENT EXECUTE FUNCTION publish_ended_sessions();
