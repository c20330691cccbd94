-- A session that moves to another workspace publishes its id with the workspace it moved to (null: none),
-- on a channel of its own: each instance closes the session's streams of any other workspace, and keeps
-- those already opened in the new one. Until now the move was published as an ended session (migration
-- 0018), and a stream the browser opened in the new workspace before the notice reached its instance was
-- closed by it.
CREATE OR REPLACE FUNCTION publish_moved_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('clientele_sessions_moved', json_build_object('session_id', after.id, 'workspace_id', after.active_workspace_id)::text)
  FROM moved_before AS before JOIN moved_after AS after USING (id)
  WHERE before.active_workspace_id IS NOT NULL AND before.active_workspace_id IS DISTINCT FROM after.active_workspace_id;
  RETURN NULL;
END $$;
