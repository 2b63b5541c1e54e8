-- Posts search matches terms anywhere in a post's title, excerpt or content (ILIKE '%terms%'): pg_trgm's GIN
-- indexes serve those patterns. pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it;
-- the embedded database loads it in server/db/client.server.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "content_documents_title_trgm_idx" ON "content_documents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "content_documents_excerpt_trgm_idx" ON "content_documents" USING gin ("excerpt" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "content_documents_content_trgm_idx" ON "content_documents" USING gin ("content" gin_trgm_ops);