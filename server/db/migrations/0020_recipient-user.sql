ALTER TABLE "outbox" ADD COLUMN "recipient_user_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_recipient_user_idx" ON "outbox" USING btree ("recipient_user_id","created_at","id");--> statement-breakpoint
-- Existing rows (issue 29 item 1, docs/decisions.md): a row is attached to a user only where the
-- address was that user's when the message was sent. Mobiles are not self-service, so an SMS belongs
-- to the one user with that number. An e-mail belongs to the one user with that address if it was
-- sent after the user's last profile change (before it the address may have been another); every
-- other row is hidden from every log. Only active users, and only an address exactly one user has.
UPDATE "outbox" o SET "recipient_user_id" = (
	SELECT min(u."id") FROM "users" u
	WHERE u."status" = 'active' AND o."channel" = 'sms' AND '+' || u."country_code" || u."mobile" = o."recipient"
	HAVING count(*) = 1
) WHERE o."channel" = 'sms';--> statement-breakpoint
UPDATE "outbox" o SET "recipient_user_id" = (
	SELECT min(u."id") FROM "users" u
	WHERE u."status" = 'active' AND lower(u."email") = lower(o."recipient")
	AND NOT EXISTS (
		SELECT 1 FROM "activity_log" a
		WHERE a."contact_id" = u."id" AND a."status" = 'profile_updated' AND a."c_stamp" >= o."created_at"
	)
	HAVING count(*) = 1
) WHERE o."channel" = 'email';
