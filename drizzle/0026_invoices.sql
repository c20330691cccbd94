CREATE TABLE "invoices" (
	"workspace_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"created_by" text,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"client_id" uuid,
	"related_id" uuid,
	"issue_date" date NOT NULL,
	"due_date" date,
	"total" numeric(14, 4) NOT NULL,
	"document" jsonb NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_workspace_id_id_pk" PRIMARY KEY("workspace_id","id"),
	CONSTRAINT "invoices_kind" CHECK (kind in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_due_date" CHECK (("invoices"."kind" = 'invoice') = ("invoices"."due_date" is not null))
);
--> statement-breakpoint
CREATE TABLE "workspace_logos" (
	"workspace_id" uuid NOT NULL,
	"id" text NOT NULL,
	"media_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_logos_workspace_id_id_pk" PRIMARY KEY("workspace_id","id"),
	CONSTRAINT "workspace_logos_media_type" CHECK (media_type in ('image/png', 'image/jpeg')),
	CONSTRAINT "workspace_logos_size" CHECK (octet_length(content) <= 512000)
);
--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "business_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "business_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "business_tax_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "business_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "business_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "payment_instructions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "business_footer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "payment_terms_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "logo_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_fk" FOREIGN KEY ("workspace_id","order_id") REFERENCES "public"."orders"("workspace_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_fk" FOREIGN KEY ("workspace_id","client_id") REFERENCES "public"."clients"("workspace_id","id") ON DELETE SET NULL ("client_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_logos" ADD CONSTRAINT "workspace_logos_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_workspace_number_idx" ON "invoices" USING btree ("workspace_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_in_force_idx" ON "invoices" USING btree ("workspace_id","order_id") WHERE "invoices"."kind" = 'invoice' and "invoices"."related_id" is null;--> statement-breakpoint
CREATE INDEX "invoices_workspace_created_idx" ON "invoices" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_workspace_client_idx" ON "invoices" USING btree ("workspace_id","client_id");--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_payment_terms_days" CHECK ("workspaces"."payment_terms_days" between 0 and 365);--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_business_name_length" CHECK (char_length(business_name) <= 200);--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_business_address_length" CHECK (char_length(business_address) <= 500);--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_business_tax_id_length" CHECK (char_length(business_tax_id) <= 50);--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_business_email_length" CHECK (char_length(business_email) <= 255);--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_business_phone_length" CHECK (char_length(business_phone) <= 50);--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_payment_instructions_length" CHECK (char_length(payment_instructions) <= 1000);--> statement-breakpoint
ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_business_footer_length" CHECK (char_length(business_footer) <= 500);--> statement-breakpoint
-- An issued invoice or credit note never changes (docs/decisions.md 137): only the time it was
-- last sent, and an invoice's credit note once one cancels it, may be written afterwards.
CREATE FUNCTION invoices_stay_as_issued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The member who issued it and the client it names may be deleted: their ids then go (ON DELETE SET NULL).
  IF (NEW.workspace_id, NEW.id, NEW.kind, NEW.number, NEW.order_id, NEW.issue_date, NEW.due_date, NEW.total, NEW.document, NEW.created_at)
     IS DISTINCT FROM
     (OLD.workspace_id, OLD.id, OLD.kind, OLD.number, OLD.order_id, OLD.issue_date, OLD.due_date, OLD.total, OLD.document, OLD.created_at)
     OR (NEW.created_by IS DISTINCT FROM OLD.created_by AND NEW.created_by IS NOT NULL)
     OR (NEW.client_id IS DISTINCT FROM OLD.client_id AND NEW.client_id IS NOT NULL)
  THEN
    RAISE EXCEPTION 'an issued invoice or credit note cannot be changed' USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.related_id IS NOT NULL AND NEW.related_id IS DISTINCT FROM OLD.related_id THEN
    RAISE EXCEPTION 'an invoice''s credit note cannot be changed' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoices_stay_as_issued BEFORE UPDATE ON invoices FOR EACH ROW EXECUTE FUNCTION invoices_stay_as_issued();
--> statement-breakpoint
CREATE TRIGGER invoices_published_on_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION publish_changes('invoice', 'created');
--> statement-breakpoint
CREATE TRIGGER invoices_published_on_update AFTER UPDATE ON invoices REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION publish_changes('invoice', 'updated');
