DROP INDEX "orders_client_idx";--> statement-breakpoint
CREATE INDEX "inventory_items_user_name_idx" ON "inventory_items" USING btree ("user_id",lower("item_name"),"id");--> statement-breakpoint
CREATE INDEX "inventory_items_user_quantity_idx" ON "inventory_items" USING btree ("user_id","quantity","id");--> statement-breakpoint
CREATE INDEX "inventory_items_user_unit_price_idx" ON "inventory_items" USING btree ("user_id","unit_price","id");--> statement-breakpoint
CREATE INDEX "orders_user_total_idx" ON "orders" USING btree ("user_id","total_price","id");--> statement-breakpoint
CREATE INDEX "orders_client_created_idx" ON "orders" USING btree ("client_id","created_at","id");