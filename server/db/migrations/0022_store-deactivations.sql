CREATE TABLE "store_deactivations" (
	"user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"deactivated_by" integer,
	"deactivated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "store_deactivations_store_id_user_id_pk" PRIMARY KEY("store_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "store_deactivations" ADD CONSTRAINT "store_deactivations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_deactivations" ADD CONSTRAINT "store_deactivations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_deactivations" ADD CONSTRAINT "store_deactivations_deactivated_by_users_id_fk" FOREIGN KEY ("deactivated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;