CREATE TYPE "public"."client_email_state" AS ENUM('sent', 'draft');--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"workspace_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_feeds_workspace_id_user_id_pk" PRIMARY KEY("workspace_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "client_emails" (
	"workspace_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"author_id" text,
	"state" "client_email_state" NOT NULL,
	"to_address" text,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "client_emails_workspace_id_id_pk" PRIMARY KEY("workspace_id","id"),
	CONSTRAINT "client_emails_subject_length" CHECK (char_length("client_emails"."subject") between 1 and 200),
	CONSTRAINT "client_emails_body_length" CHECK (char_length("client_emails"."body") between 1 and 20000)
);
--> statement-breakpoint
CREATE TABLE "client_notes" (
	"workspace_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"author_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_notes_workspace_id_id_pk" PRIMARY KEY("workspace_id","id"),
	CONSTRAINT "client_notes_body_length" CHECK (char_length("client_notes"."body") between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"workspace_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid,
	"title" text NOT NULL,
	"due_date" date,
	"due_at" timestamp with time zone,
	"assignee_id" text,
	"created_by" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_workspace_id_id_pk" PRIMARY KEY("workspace_id","id"),
	CONSTRAINT "tasks_title_length" CHECK (char_length(btrim("tasks"."title")) between 1 and 200),
	CONSTRAINT "tasks_due_at_has_date" CHECK ("tasks"."due_at" is null or "tasks"."due_date" is not null)
);
--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "preferred_language" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_membership_fk" FOREIGN KEY ("workspace_id","user_id") REFERENCES "public"."workspace_members"("workspace_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_emails" ADD CONSTRAINT "client_emails_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_emails" ADD CONSTRAINT "client_emails_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_emails" ADD CONSTRAINT "client_emails_client_fk" FOREIGN KEY ("workspace_id","client_id") REFERENCES "public"."clients"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_client_fk" FOREIGN KEY ("workspace_id","client_id") REFERENCES "public"."clients"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_client_fk" FOREIGN KEY ("workspace_id","client_id") REFERENCES "public"."clients"("workspace_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_workspace_token_idx" ON "calendar_feeds" USING btree ("workspace_id","token_hash");--> statement-breakpoint
CREATE INDEX "client_emails_workspace_client_created_idx" ON "client_emails" USING btree ("workspace_id","client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "client_notes_workspace_client_created_idx" ON "client_notes" USING btree ("workspace_id","client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_workspace_assignee_open_due_idx" ON "tasks" USING btree ("workspace_id","assignee_id","due_date","id") WHERE "tasks"."done_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_workspace_client_created_idx" ON "tasks" USING btree ("workspace_id","client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "activity_workspace_client_created_idx" ON "activity" USING btree ("workspace_id","client_id","created_at","id") WHERE "activity"."client_id" is not null;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_address_length" CHECK (char_length(address) <= 500);--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_tax_id_length" CHECK (char_length(tax_id) <= 50);--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_preferred_language" CHECK (preferred_language in ('en', 'fr', 'de', 'es', 'pt'));--> statement-breakpoint
-- The timelines of the clients so far: each client's own entries, and those of the orders that name it.
UPDATE "activity" SET "client_id" = "entity_id" WHERE "kind" LIKE 'client.%' OR "kind" IN ('outreach.generated', 'meeting.scheduled');
--> statement-breakpoint
UPDATE "activity" SET "client_id" = "orders"."client_id"
FROM "orders"
WHERE "activity"."kind" LIKE 'order.%' AND "orders"."workspace_id" = "activity"."workspace_id" AND "orders"."id" = "activity"."entity_id";
--> statement-breakpoint
-- Live updates (migration 0008): a client's timeline changed (an entry added, a note edited or deleted),
-- published with the client's id; and tasks, with their own ids.
CREATE FUNCTION publish_timeline_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('clientele_changes', json_build_object(
    'workspace_id', workspace_id,
    'entity', 'timeline',
    'action', 'updated',
    'ids', CASE WHEN count(DISTINCT client_id) <= 100 THEN json_agg(DISTINCT client_id) END
  )::text)
  FROM changed WHERE client_id IS NOT NULL GROUP BY workspace_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER activity_published_on_insert AFTER INSERT ON "activity" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION publish_timeline_changes();
--> statement-breakpoint
CREATE TRIGGER client_notes_published_on_update AFTER UPDATE ON "client_notes" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION publish_timeline_changes();
--> statement-breakpoint
CREATE TRIGGER client_notes_published_on_delete AFTER DELETE ON "client_notes" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION publish_timeline_changes();
--> statement-breakpoint
CREATE TRIGGER tasks_published_on_insert AFTER INSERT ON "tasks" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION publish_changes('task', 'created');
--> statement-breakpoint
CREATE TRIGGER tasks_published_on_update AFTER UPDATE ON "tasks" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION publish_changes('task', 'updated');
--> statement-breakpoint
CREATE TRIGGER tasks_published_on_delete AFTER DELETE ON "tasks" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION publish_changes('task', 'deleted');
