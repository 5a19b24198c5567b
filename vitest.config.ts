import { defineConfig } from "vitest/config";

/**
 * Three projects: pure unit tests, and the same API suites run once against SQLite and once
 * against PostgreSQL (TEST_DB picks the database in tests/setup/test-platform.ts).
 * The postgres project fails loudly when the server is unreachable; it never skips.
 */
export default defineConfig({
  test: {
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "sqlite",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          env: { TEST_DB: "sqlite" },
        },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          env: { TEST_DB: "postgres" },
          globalSetup: ["tests/setup/postgres-global-setup.ts"],
        },
      },
    ],
  },
});
