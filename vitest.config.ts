import { configDefaults, defineConfig } from "vitest/config";
import { clockMatrix, dateDependentSuites, dateDependentUnitSuites } from "./tests/setup/clock-matrix.js";

/**
 * Three projects: pure unit tests, and the same API suites run once against SQLite and once
 * against PostgreSQL (TEST_DB picks the database in tests/setup/test-platform.ts).
 * The postgres project fails loudly when the server is unreachable; it never skips. A suite about
 * PostgreSQL alone (tests/api/*.postgres.test.ts, e.g. two instances on one database) runs only there.
 * isolate: false lets the files of one worker share loaded modules (each file still opens its own
 * platform on its own database), which roughly halves the run time.
 *
 * The suites that depend on the date or the hour (issue 32) run instead under each fixed clock of
 * tests/setup/clock-matrix.ts, on both databases ("sqlite @ 0030", "postgres @ festivo", …), and not
 * on the machine's clock: their result is the same whenever CI runs.
 */
const postgresSetup = "tests/setup/postgres-check.ts";

const clockProjects = clockMatrix.flatMap((clock) => [
  {
    extends: true as const,
    test: { name: `unit @ ${clock.slug}`, include: [...dateDependentUnitSuites], environment: "node" as const, env: { TEST_CLOCK: clock.at }, setupFiles: ["tests/setup/fixed-clock.ts"] },
  },
  ...(["sqlite", "postgres"] as const).map((db) => ({
    extends: true as const,
    test: {
      name: `${db} @ ${clock.slug}`,
      include: [...dateDependentSuites],
      environment: "node" as const,
      env: { TEST_DB: db, TEST_CLOCK: clock.at },
      setupFiles: db === "postgres" ? [postgresSetup, "tests/setup/fixed-clock.ts"] : ["tests/setup/fixed-clock.ts"],
    },
  })),
]);

export default defineConfig({
  test: {
    pool: "forks",
    // vitest uses one worker less than the cores (one, on the 2-core CI machine); the API suites wait
    // on PostgreSQL and the disk much of the time, so three keep both cores busy.
    maxWorkers: 3,
    isolate: false,
    // Room for a loaded machine, not for slow code: stop 46's CI, with vitest beside Playwright, took
    // 3.1 times an idle run (1,879 s against 612 s) and failed four tests; at that pace the tests of
    // 5-6 s alone (zip bombs, PDF renders, a server's start) reach the old 20 s. npm test now runs
    // the two one after the other, but a CI machine may be busy with other work. Timing is the
    // benchmarks' to judge (scripts/bench.ts); a test that hangs still fails, a minute later.
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // Each of the 20-odd projects and each worker would otherwise transform the same server files
    // again; with this, a file is transformed once per run and read back from node_modules after.
    experimental: { fsModuleCache: true },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...dateDependentUnitSuites],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "sqlite",
          include: ["tests/api/**/*.test.ts"],
          exclude: [...configDefaults.exclude, "tests/api/**/*.postgres.test.ts", ...dateDependentSuites],
          environment: "node",
          env: { TEST_DB: "sqlite" },
        },
      },
      {
        extends: true,
        test: {
          name: "postgres",
          include: ["tests/api/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...dateDependentSuites],
          environment: "node",
          env: { TEST_DB: "postgres" },
          setupFiles: [postgresSetup],
        },
      },
      ...clockProjects,
    ],
  },
});
