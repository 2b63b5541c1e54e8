import { defineConfig } from "vitest/config";

// Unit and integration tests; kept apart from vite.config.ts so the React Router
// plugin (which wants a full app build) is not loaded for plain module tests.
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "protocol/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "bench/**/*.test.ts",
    ],
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
