// Temporary folders for test databases and stores, in memory (/dev/shm) where the machine has one.
// Every unit-test worker copies a 39 MB PGlite template and every browser-test store writes its own
// database: on ext4 the copy alone took 0.5-0.9 s of system CPU per file, on tmpfs 0.04 s
// (decision record 053). Elsewhere (macOS, a container without /dev/shm) the system's temp folder.
import { accessSync, constants, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

function memoryFolder() {
  try {
    accessSync("/dev/shm", constants.W_OK);
    return "/dev/shm";
  } catch {
    return tmpdir();
  }
}

const parent = memoryFolder();

/** A new empty folder named `prefix` plus a random suffix; the caller removes it. */
export function scratchDir(prefix: string) {
  return mkdtempSync(path.join(parent, prefix));
}
