DROP INDEX "order_items_workspace_sales_idx";--> statement-breakpoint
DROP INDEX "orders_workspace_created_idx";--> statement-breakpoint
DROP INDEX "orders_workspace_status_created_idx";--> statement-breakpoint
CREATE INDEX "order_items_workspace_deleted_item_sales_idx" ON "order_items" USING btree ("workspace_id","sale_at","item_name","quantity","subtotal") WHERE "order_items"."sale_at" is not null and "order_items"."inventory_item_id" is null;--> statement-breakpoint
CREATE INDEX "order_items_workspace_sales_idx" ON "order_items" USING btree ("workspace_id","sale_at","inventory_item_id","quantity","subtotal") WHERE "order_items"."sale_at" is not null and "order_items"."inventory_item_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_workspace_created_idx" ON "orders" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_workspace_status_created_idx" ON "orders" USING btree ("workspace_id","status","created_at","id","total_price");