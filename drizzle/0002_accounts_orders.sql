CREATE TYPE "public"."coupon_type" AS ENUM('percent', 'fixed_cart', 'fixed_product');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('pending', 'processing', 'on-hold', 'completed', 'cancelled', 'refunded', 'failed');--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discount_type" "coupon_type" NOT NULL,
	"amount" integer NOT NULL,
	"free_shipping" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone,
	"minimum_spend" integer,
	"maximum_spend" integer,
	"individual_use" boolean DEFAULT false NOT NULL,
	"exclude_sale_items" boolean DEFAULT false NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"excluded_product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"excluded_category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allowed_emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"usage_limit" integer,
	"usage_limit_per_user" integer,
	"limit_usage_to_items" integer,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"billing" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shipping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_coupons" (
	"order_id" integer NOT NULL,
	"coupon_id" integer,
	"code" text NOT NULL,
	"discount" integer NOT NULL,
	"discount_tax" integer DEFAULT 0 NOT NULL,
	"customer_id" integer,
	"email" text NOT NULL,
	CONSTRAINT "order_coupons_order_id_code_pk" PRIMARY KEY("order_id","code")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"variation_id" integer,
	"name" text NOT NULL,
	"sku" text,
	"variation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"subtotal" integer NOT NULL,
	"total" integer NOT NULL,
	"subtotal_tax" integer DEFAULT 0 NOT NULL,
	"total_tax" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_key" text NOT NULL,
	"checkout_token" text NOT NULL,
	"status" "order_status" DEFAULT 'pending' NOT NULL,
	"customer_id" integer,
	"currency" text NOT NULL,
	"prices_include_tax" boolean NOT NULL,
	"billing" jsonb NOT NULL,
	"shipping" jsonb,
	"payment_method" text NOT NULL,
	"payment_method_title" text NOT NULL,
	"shipping_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customer_note" text DEFAULT '' NOT NULL,
	"subtotal" integer NOT NULL,
	"discount_total" integer NOT NULL,
	"discount_tax" integer DEFAULT 0 NOT NULL,
	"shipping_total" integer NOT NULL,
	"shipping_tax" integer DEFAULT 0 NOT NULL,
	"cart_tax" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"attribution" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"customer_ip" text DEFAULT '' NOT NULL,
	"customer_user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "coupon_codes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "shipping_method" text;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "destination" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "virtual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "downloadable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "order_coupons" ADD CONSTRAINT "order_coupons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_coupons" ADD CONSTRAINT "order_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variation_id_products_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_unique" ON "customers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_username_unique" ON "customers" USING btree ("username");--> statement-breakpoint
CREATE INDEX "login_failures_key_idx" ON "login_failures" USING btree ("key","failed_at");--> statement-breakpoint
CREATE INDEX "order_coupons_coupon_idx" ON "order_coupons" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_key_unique" ON "orders" USING btree ("order_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout_token_unique" ON "orders" USING btree ("checkout_token");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_billing_email_idx" ON "orders" USING btree (lower("billing"->>'email'));--> statement-breakpoint
CREATE INDEX "password_resets_customer_idx" ON "password_resets" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_customer_idx" ON "sessions" USING btree ("customer_id");