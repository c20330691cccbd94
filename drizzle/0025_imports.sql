CREATE TABLE "imports" (
	"workspace_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_by" text,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content" "bytea",
	"preview" jsonb NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"options" jsonb,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "imports_workspace_id_id_pk" PRIMARY KEY("workspace_id","id"),
	CONSTRAINT "imports_kind" CHECK ("imports"."kind" in ('clients', 'inventory')),
	CONSTRAINT "imports_status" CHECK ("imports"."status" in ('ready', 'running', 'done', 'failed')),
	CONSTRAINT "imports_file_name_length" CHECK (char_length("imports"."file_name") <= 255)
);
--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imports_workspace_created_idx" ON "imports" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "clients_workspace_email_idx" ON "clients" USING btree ("workspace_id",lower("email"));--> statement-breakpoint
-- Live updates (migration 0008) stay quiet in a transaction that sets clientele.quiet_changes: an
-- import writes its rows in many batches and publishes one change, with no ids, once it is done.
CREATE OR REPLACE FUNCTION publish_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('clientele.quiet_changes', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('clientele_changes', json_build_object(
    'workspace_id', workspace_id,
    'entity', TG_ARGV[0],
    'action', TG_ARGV[1],
    'ids', CASE WHEN count(*) <= 100 THEN json_agg(id) END
  )::text)
  FROM changed GROUP BY workspace_id;
  RETURN NULL;
END $$;
