import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("shop", "routes/shop.tsx"),
  route("product/:slug", "routes/product.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
