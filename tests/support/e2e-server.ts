// Vitest global setup for the browser tests: starts the built store on a free port with a fresh
// DATA_DIR (and so a fresh embedded database), and stops it afterwards.
import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { findChromium } from "./chromium";
import { scratchDir } from "./scratch-dir";
import { STORE_TEMPLATE_ENV, startStore } from "./store-process";
import { signUpVerified } from "./verified-account";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
    chromiumPath: string;
  }
}

export const E2E_ADMIN_EMAIL = "admin@softdrop.test";
export const E2E_ADMIN_PASSWORD = "admin-e2e-password";

export default async function setup(project: TestProject) {
  const chromiumPath = findChromium("tests");
  // One store migrates and seeds a database without running jobs (none scheduled yet), then stops:
  // every store of the run starts from a copy (store-process.ts). Workers inherit the variable.
  const template = scratchDir("softdrop-e2e-template-");
  const seeded = await startStore({ name: "template", dataDir: template, env: { RUN_WORKER: "false" } });
  await seeded.stop();
  process.env[STORE_TEMPLATE_ENV] = template;
  const store = await startStore({
    name: "main",
    env: {
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  });

  try {
    // The one admin every test file signs in as, made once here: files run in parallel.
    await signUpVerified(store.url, store.dataDir, {
      name: "Ada Admin",
      email: E2E_ADMIN_EMAIL,
      password: E2E_ADMIN_PASSWORD,
    });
  } catch (error) {
    await store.stop();
    rmSync(template, { recursive: true, force: true });
    throw error;
  }

  project.provide("baseURL", store.url);
  project.provide("dataDir", store.dataDir);
  project.provide("chromiumPath", chromiumPath);

  return async () => {
    if (process.env.E2E_SHOW_SERVER_LOG) console.log(store.output());
    await store.stop();
    rmSync(template, { recursive: true, force: true });
  };
}
