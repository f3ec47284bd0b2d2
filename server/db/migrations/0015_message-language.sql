ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'gr' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "language" text DEFAULT 'gr' NOT NULL;