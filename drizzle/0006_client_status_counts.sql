CREATE TABLE "client_status_counts" (
	"user_id" text NOT NULL,
	"status" "client_status" NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "client_status_counts_user_id_status_pk" PRIMARY KEY("user_id","status"),
	CONSTRAINT "client_status_counts_non_negative" CHECK ("client_status_counts"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "client_status_counts" ADD CONSTRAINT "client_status_counts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;