import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // Pages of the site search results (`/page/2/?s=…`); the home route answers both.
  route("page/*", "routes/home.tsx", { id: "routes/home-paged" }),
  // Listings take the rest of the path: `page/<n>/`, and for categories the parent slugs (`clothing/t-shirts/`).
  route("shop/*", "routes/shop.tsx"),
  route("product-category/*", "routes/product-category.tsx"),
  route("product-tag/*", "routes/product-tag.tsx"),
  route("product/:slug", "routes/product.tsx"),
  route("cart", "routes/cart.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("checkout/order-received/:orderId", "routes/order-received.tsx"),
  route("my-account/*", "routes/my-account.tsx"),
  route("preferences", "routes/preferences.tsx"),
  // The blog's RSS feed (XML, no page around it).
  route("feed", "routes/feed.ts"),
  // Imported pages, posts and the blog; anything else is a 404.
  route("*", "routes/document.tsx"),
] satisfies RouteConfig;
