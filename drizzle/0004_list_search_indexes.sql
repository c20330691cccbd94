-- pg_trgm ships with PostgreSQL (contrib) and is a trusted extension: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "clients_user_status_created_idx" ON "clients" USING btree ("user_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "clients_name_trgm_idx" ON "clients" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_email_trgm_idx" ON "clients" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_company_trgm_idx" ON "clients" USING gin ("company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inventory_items_item_name_trgm_idx" ON "inventory_items" USING gin ("item_name" gin_trgm_ops);