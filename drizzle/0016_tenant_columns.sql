-- Every business row belongs to a workspace (docs/decisions.md 87): the workspace_id of each table,
-- and who owns, made or did it. Existing rows move to their user's personal workspace (migration 0014
-- made one per account, owned by it); the next migration drops user_id and keys the tables by workspace.
ALTER TABLE "activity" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "client_status_counts" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "client_status_counts" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "deleted_records" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "deleted_records" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "created_by" text;--> statement-breakpoint
UPDATE "clients" SET "workspace_id" = personal."workspace_id", "owner_id" = "clients"."user_id"
  FROM "workspace_members" AS personal WHERE personal."role" = 'owner' AND personal."user_id" = "clients"."user_id";--> statement-breakpoint
UPDATE "inventory_items" SET "workspace_id" = personal."workspace_id", "created_by" = "inventory_items"."user_id"
  FROM "workspace_members" AS personal WHERE personal."role" = 'owner' AND personal."user_id" = "inventory_items"."user_id";--> statement-breakpoint
UPDATE "orders" SET "workspace_id" = personal."workspace_id", "created_by" = "orders"."user_id"
  FROM "workspace_members" AS personal WHERE personal."role" = 'owner' AND personal."user_id" = "orders"."user_id";--> statement-breakpoint
UPDATE "order_items" SET "workspace_id" = "orders"."workspace_id"
  FROM "orders" WHERE "orders"."id" = "order_items"."order_id";--> statement-breakpoint
UPDATE "activity" SET "workspace_id" = personal."workspace_id", "actor_id" = "activity"."user_id"
  FROM "workspace_members" AS personal WHERE personal."role" = 'owner' AND personal."user_id" = "activity"."user_id";--> statement-breakpoint
UPDATE "deleted_records" SET "workspace_id" = personal."workspace_id", "deleted_by" = "deleted_records"."user_id"
  FROM "workspace_members" AS personal WHERE personal."role" = 'owner' AND personal."user_id" = "deleted_records"."user_id";--> statement-breakpoint
-- The counts are counted again, by workspace and owner, once the next migration's triggers keep them so.
DELETE FROM "client_status_counts";--> statement-breakpoint
ALTER TABLE "activity" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "client_status_counts" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "client_status_counts" ALTER COLUMN "owner_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ALTER COLUMN "owner_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "deleted_records" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_items" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_status_counts" ADD CONSTRAINT "client_status_counts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_status_counts" ADD CONSTRAINT "client_status_counts_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deleted_records" ADD CONSTRAINT "deleted_records_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deleted_records" ADD CONSTRAINT "deleted_records_deleted_by_user_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;
