-- A session that moves to another workspace (POST /api/v1/workspaces/{id}/activate) closes its event
-- streams on every instance, as an ended session's do (migration 0008): they were the old workspace's,
-- and the browser reopens them in the new one.
CREATE FUNCTION publish_moved_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('clientele_sessions_ended', after.id)
  FROM moved_before AS before JOIN moved_after AS after USING (id)
  WHERE before.active_workspace_id IS NOT NULL AND before.active_workspace_id IS DISTINCT FROM after.active_workspace_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER session_published_on_workspace_change AFTER UPDATE ON "session"
  REFERENCING OLD TABLE AS moved_before NEW TABLE AS moved_after
  FOR EACH STATEMENT EXECUTE FUNCTION publish_moved_sessions();
--> statement-breakpoint
-- A membership that ends (a member removed, or leaving) closes that user's event streams of that workspace on
-- every instance, within the transaction's commit: the removed member sees none of its changes any more.
CREATE FUNCTION publish_ended_memberships() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('clientele_memberships_ended', json_build_object('workspace_id', workspace_id, 'user_id', user_id)::text)
  FROM ended;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER workspace_members_published_on_delete AFTER DELETE ON "workspace_members" REFERENCING OLD TABLE AS ended
  FOR EACH STATEMENT EXECUTE FUNCTION publish_ended_memberships();
