-- Keeps client_status_counts equal to the clients of each user and status, in the transaction of every
-- insert, status change and delete of clients. Statement triggers: a bulk insert adds one upsert per status.
-- A delete only decrements: when the user is deleted, their counts go with them (cascade).
CREATE FUNCTION client_status_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO client_status_counts (user_id, status, count)
  SELECT user_id, status, count(*) FROM added GROUP BY user_id, status
  ON CONFLICT (user_id, status) DO UPDATE SET count = client_status_counts.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION client_status_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE client_status_counts AS counts SET count = counts.count - removed_counts.count
  FROM (SELECT user_id, status, count(*) AS count FROM removed GROUP BY user_id, status) AS removed_counts
  WHERE counts.user_id = removed_counts.user_id AND counts.status = removed_counts.status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION client_status_counts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE client_status_counts AS counts SET count = counts.count - moved.count
  FROM (
    SELECT before.user_id, before.status, count(*) AS count
    FROM removed AS before JOIN added AS after USING (id)
    WHERE before.status <> after.status
    GROUP BY before.user_id, before.status
  ) AS moved
  WHERE counts.user_id = moved.user_id AND counts.status = moved.status;
  INSERT INTO client_status_counts (user_id, status, count)
  SELECT after.user_id, after.status, count(*)
  FROM removed AS before JOIN added AS after USING (id)
  WHERE before.status <> after.status
  GROUP BY after.user_id, after.status
  ON CONFLICT (user_id, status) DO UPDATE SET count = client_status_counts.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER clients_counted_on_insert AFTER INSERT ON clients REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION client_status_counts_added();
--> statement-breakpoint
CREATE TRIGGER clients_counted_on_delete AFTER DELETE ON clients REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION client_status_counts_removed();
--> statement-breakpoint
CREATE TRIGGER clients_counted_on_update AFTER UPDATE ON clients REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION client_status_counts_moved();
--> statement-breakpoint
INSERT INTO client_status_counts (user_id, status, count)
SELECT user_id, status, count(*) FROM clients GROUP BY user_id, status;
