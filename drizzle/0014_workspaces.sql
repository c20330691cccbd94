CREATE TYPE "public"."workspace_role" AS ENUM('owner', 'admin', 'member');--> statement-breakpoint
CREATE TABLE "workspace_members" (
	"workspace_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" "workspace_role" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_members_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "workspaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspaces_name_length" CHECK (char_length(btrim("workspaces"."name")) between 1 and 100),
	CONSTRAINT "workspaces_currency_code" CHECK ("workspaces"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "active_workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_members" ADD CONSTRAINT "workspace_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspace_members_user_idx" ON "workspace_members" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_members_one_owner_idx" ON "workspace_members" USING btree ("workspace_id") WHERE "workspace_members"."role" = 'owner';--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_active_workspace_id_workspaces_id_fk" FOREIGN KEY ("active_workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every existing account gets its personal workspace, named after it and owned by it, as a new account
-- gets one at its first request (docs/decisions.md 86); each of its sessions works in it.
WITH personal AS (
  SELECT id AS user_id, gen_random_uuid() AS workspace_id,
    coalesce(nullif(btrim(left(name, 100)), ''), split_part(email, '@', 1)) AS name, created_at
  FROM "user"
), created AS (
  INSERT INTO "workspaces" ("id", "name", "created_at", "updated_at")
  SELECT workspace_id, name, created_at, created_at FROM personal
)
INSERT INTO "workspace_members" ("workspace_id", "user_id", "role", "created_at")
SELECT workspace_id, user_id, 'owner', created_at FROM personal;
--> statement-breakpoint
UPDATE "session" SET "active_workspace_id" = members."workspace_id"
FROM "workspace_members" AS members WHERE members."user_id" = "session"."user_id";
