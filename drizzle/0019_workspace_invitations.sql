CREATE TABLE "workspace_invitations" (
	"workspace_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"role" "workspace_role" NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "workspace_invitations_workspace_id_id_pk" PRIMARY KEY("workspace_id","id"),
	CONSTRAINT "workspace_invitations_role_not_owner" CHECK ("workspace_invitations"."role" <> 'owner'),
	CONSTRAINT "workspace_invitations_email_lower" CHECK ("workspace_invitations"."email" = lower("workspace_invitations"."email") and char_length("workspace_invitations"."email") <= 254)
);
--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_invitations_workspace_token_idx" ON "workspace_invitations" USING btree ("workspace_id","token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "workspace_invitations_workspace_pending_email_idx" ON "workspace_invitations" USING btree ("workspace_id","email") WHERE "workspace_invitations"."accepted_at" is null and "workspace_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "workspace_invitations_workspace_inviter_idx" ON "workspace_invitations" USING btree ("workspace_id","invited_by");