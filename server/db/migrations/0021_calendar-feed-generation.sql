ALTER TABLE "users" ADD COLUMN "calendar_feed_generation" integer DEFAULT 0 NOT NULL;
