// npm run admin:grant -- <email>: gives an existing account the admin role. With the embedded
// database run it while the server is stopped (PGlite is single-process).
import { closeDb, migrate } from "~/lib/db.server";
import { grantAdminByEmail } from "~/modules/accounts/index.server";

const email = process.argv[2]?.trim();
if (!email || process.argv.length > 3) {
  console.error("Usage: npm run admin:grant -- <email>");
  process.exit(2);
}

let exitCode = 0;
try {
  await migrate();
  const result = await grantAdminByEmail(email);
  if (result === "granted") console.log(`${email} is now an admin.`);
  else if (result === "already-admin") console.log(`${email} is already an admin.`);
  else {
    console.error(`No account uses ${email}. Sign up at /auth first, then run this again.`);
    exitCode = 1;
  }
} catch (error) {
  console.error(`Could not grant the admin role: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
} finally {
  await closeDb();
}
process.exit(exitCode);
