CREATE TABLE "spent_refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_previous_refresh_token_hash_unique";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "refresh_rotated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "spent_refresh_tokens" ADD CONSTRAINT "spent_refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spent_refresh_tokens_session_idx" ON "spent_refresh_tokens" USING btree ("session_id");--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "previous_refresh_token_hash";