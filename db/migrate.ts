// `npm run db:migrate`: brings the database (PGlite under DATA_DIR, or DATABASE_URL) up to date.
import { closeDb, databaseKind, migrate } from "~/lib/db.server";

await migrate();
console.log(`Database (${databaseKind}) is up to date.`);
await closeDb();
