CREATE TYPE "public"."document_status" AS ENUM('publish', 'draft', 'private', 'pending', 'future');--> statement-breakpoint
CREATE TYPE "public"."document_type" AS ENUM('page', 'post', 'header', 'footer', 'popup', 'loop-item', 'section', 'single', 'archive', 'kit');--> statement-breakpoint
CREATE TABLE "content_document_terms" (
	"document_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	CONSTRAINT "content_document_terms_document_id_term_id_pk" PRIMARY KEY("document_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "content_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" "document_type" NOT NULL,
	"post_type" text NOT NULL,
	"template_type" text,
	"slug" text NOT NULL,
	"parent_id" integer,
	"title" text DEFAULT '' NOT NULL,
	"status" "document_status" DEFAULT 'publish' NOT NULL,
	"path" text,
	"published_at" timestamp with time zone,
	"local_date" text DEFAULT '' NOT NULL,
	"modified_at" timestamp with time zone,
	"author_login" text DEFAULT '' NOT NULL,
	"author_name" text DEFAULT '' NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"featured_media_id" integer,
	"menu_order" integer DEFAULT 0 NOT NULL,
	"elements" jsonb,
	"page_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"conditions_raw" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"popup_display" jsonb,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"content_hash" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_menu_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"parent_item_id" integer,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"kind" text NOT NULL,
	"object" text DEFAULT '' NOT NULL,
	"object_id" integer,
	"target" text DEFAULT '' NOT NULL,
	"classes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attr_title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"mega_menu" jsonb,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_menus_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_site_options" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"taxonomy" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"parent_id" integer
);
--> statement-breakpoint
ALTER TABLE "content_document_terms" ADD CONSTRAINT "content_document_terms_document_id_content_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."content_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_document_terms" ADD CONSTRAINT "content_document_terms_term_id_content_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."content_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_documents" ADD CONSTRAINT "content_documents_featured_media_id_media_id_fk" FOREIGN KEY ("featured_media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_menu_items" ADD CONSTRAINT "content_menu_items_menu_id_content_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."content_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_document_id_content_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."content_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_document_terms_term_idx" ON "content_document_terms" USING btree ("term_id");--> statement-breakpoint
CREATE INDEX "content_documents_slug_idx" ON "content_documents" USING btree ("type","slug");--> statement-breakpoint
CREATE INDEX "content_documents_path_idx" ON "content_documents" USING btree ("path");--> statement-breakpoint
CREATE INDEX "content_documents_parent_idx" ON "content_documents" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "content_documents_listing_idx" ON "content_documents" USING btree ("type","status","published_at");--> statement-breakpoint
CREATE INDEX "content_menu_items_menu_idx" ON "content_menu_items" USING btree ("menu_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_version_unique" ON "content_revisions" USING btree ("document_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "content_terms_slug_unique" ON "content_terms" USING btree ("taxonomy","slug");