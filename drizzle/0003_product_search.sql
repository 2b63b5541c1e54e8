CREATE INDEX "products_search_idx" ON "products" USING gin ((setweight(to_tsvector('english'::regconfig, "name"), 'A')
    || setweight(to_tsvector('english'::regconfig, coalesce("sku", '')), 'A')
    || setweight(to_tsvector('english'::regconfig, "short_description"), 'C')
    || setweight(to_tsvector('english'::regconfig, "description"), 'D')));