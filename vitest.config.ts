import { configDefaults, defineConfig } from "vitest/config";

/**
 * Three projects: pure unit tests, and the same API suites run once against SQLite and once
 * against PostgreSQL (TEST_DB picks the database in tests/setup/test-platform.ts).
 * The postgres project fails loudly when the server is unreachable; it never skips. A suite about
 * PostgreSQL alone (tests/api/*.postgres.test.ts, e.g. two instances on one database) runs only there.
 * isolate: false lets the files of one worker share loaded modules (each file still opens its own
 * platform on its own database), which roughly halves the run time.
 */
export default defineConfig({
  test: {
    pool: "forks",
    isolate: false,
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
          exclude: [...configDefaults.exclude, "tests/api/**/*.postgres.test.ts"],
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
          setupFiles: ["tests/setup/postgres-check.ts"],
        },
      },
    ],
  },
});
