import pg from "pg";

/** With REQUIRE_POSTGRES=1 (as in CI) the run fails unless the PostgreSQL half can really run. */
export default async function requirePostgresWhenAsked(): Promise<void> {
  if (process.env.REQUIRE_POSTGRES !== "1") return;
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error("REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: the PostgreSQL half would not run");
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query("select 1");
  } catch (error) {
    throw new Error(
      `REQUIRE_POSTGRES=1 but PostgreSQL at TEST_DATABASE_URL is unreachable: ${String(error)}`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}
