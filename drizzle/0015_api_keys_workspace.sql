DROP INDEX "api_keys_user_created_idx";--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
-- An existing key works in its user's personal workspace, the one their data is in (0014 made one per account).
UPDATE "api_keys" SET "workspace_id" = (
  SELECT members."workspace_id" FROM "workspace_members" AS members
  WHERE members."user_id" = "api_keys"."user_id"
  ORDER BY members."created_at", members."workspace_id" LIMIT 1
);--> statement-breakpoint
ALTER TABLE "api_keys" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_workspace_user_created_idx" ON "api_keys" USING btree ("workspace_id","user_id","created_at");
