-- Order emails leave the checkout request (decision 051): each order carries its emails' state and a sender
-- in the app sends them from the database. Orders placed before this migration have nothing due.
ALTER TABLE "orders" ADD COLUMN "emails_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "emails_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_email_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shop_email_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "email_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "email_error" text;--> statement-breakpoint
CREATE INDEX "orders_emails_due_idx" ON "orders" USING btree ("emails_due_at") WHERE "orders"."emails_due_at" is not null;