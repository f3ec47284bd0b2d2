CREATE TABLE "account_approvals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"requested_store_ids" jsonb NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decision" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "all_stores" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "account_approvals" ADD CONSTRAINT "account_approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_approvals" ADD CONSTRAINT "account_approvals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_approvals_open_idx" ON "account_approvals" USING btree ("requested_at") WHERE decision is null;--> statement-breakpoint
-- Seeing every store was inferred from the head-office company until now; it is an explicit grant
-- from here on (core/permissions/store-scope.ts). Existing head-office accounts keep their view,
-- except those that came in through self-registration: that is the hole this migration closes.
UPDATE "users" SET "all_stores" = true
WHERE "company_id" IN (SELECT "id" FROM "companies" WHERE "name" = 'Franchise Group Head Office')
  AND "id" NOT IN (SELECT "user_id" FROM "registrations" WHERE "user_id" IS NOT NULL);--> statement-breakpoint
-- Self-registered accounts that were given the head-office company go back to waiting for approval,
-- with the stores they chose, and lose the memberships they were given without one.
INSERT INTO "account_approvals" ("user_id", "requested_store_ids", "requested_at")
SELECT r."user_id", r."store_ids", r."created_at" FROM "registrations" r
JOIN "users" u ON u."id" = r."user_id"
WHERE u."company_id" IN (SELECT "id" FROM "companies" WHERE "name" = 'Franchise Group Head Office')
ON CONFLICT ("user_id") DO NOTHING;--> statement-breakpoint
DELETE FROM "user_stores" WHERE "user_id" IN (SELECT "user_id" FROM "account_approvals" WHERE "decision" IS NULL);--> statement-breakpoint
UPDATE "users" SET "status" = 'pending', "company_id" = NULL
WHERE "id" IN (SELECT "user_id" FROM "account_approvals" WHERE "decision" IS NULL);
