CREATE TYPE "public"."subscriber_status" AS ENUM('subscribed', 'pending', 'unsubscribed');--> statement-breakpoint
CREATE TABLE "mailing_list_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailing_list_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"status" "subscriber_status" NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"source_page" text DEFAULT '' NOT NULL,
	"consent_ip" text DEFAULT '' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"provider_synced_at" timestamp with time zone,
	"provider_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mailing_list_attempts_key_idx" ON "mailing_list_attempts" USING btree ("key","attempted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mailing_list_subscribers_list_email_unique" ON "mailing_list_subscribers" USING btree ("list_id","email");--> statement-breakpoint
CREATE INDEX "mailing_list_subscribers_status_idx" ON "mailing_list_subscribers" USING btree ("list_id","status");