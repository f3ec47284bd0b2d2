import { defineConfig } from "drizzle-kit";

// One schema file set, one migrations folder (DESIGN.md). `npx drizzle-kit generate` after a schema
// change writes the next migration; the server applies pending migrations at start.
export default defineConfig({
  dialect: "postgresql",
  // Shared tables in server/db/schema/, each area's own in server/<area>/tables/.
  schema: ["./server/db/schema/*.ts", "./server/*/tables/*.ts"],
  out: "./server/db/migrations",
  casing: "snake_case",
});
