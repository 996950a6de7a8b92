import { readFile } from "node:fs/promises";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, transformWithEsbuild, type Plugin } from "vite";

/**
 * Compiles the HTTP server (server/http.ts) into the server build as http.js, so production runs
 * plain JavaScript with no TypeScript loader (decision record 018). It imports the server bundle
 * by path at run time, so a transform is enough: nothing is bundled into it.
 */
function compiledHttpServer(): Plugin {
  return {
    name: "softdrop:compiled-http-server",
    apply: "build",
    async generateBundle() {
      if (this.environment.config.consumer !== "server") return;
      const source = await readFile(new URL("./server/http.ts", import.meta.url), "utf8");
      const { code } = await transformWithEsbuild(source, "http.ts", { loader: "ts", format: "esm", target: "node20" });
      this.emitFile({ type: "asset", fileName: "http.js", source: code });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle starts at server/app.ts so the HTTP server, the jobs worker and the
  // routes share one copy of every module (one database client, one cache).
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" } }
    : // A module's entry (index.ts) re-exports all it offers; a page must pull in only what it uses.
      // Module code does nothing when merely imported, so what nothing uses is left out (zod and
      // the forms' schemas stay out of pages that do not validate; decision record 041).
      {
        rollupOptions: {
          treeshake: { moduleSideEffects: (id: string) => !/\/app\/(modules|commerce)\/.*\.tsx?$/.test(id) },
        },
      },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  // The server bundle takes lucide-react's few icons in: imported from node_modules at run time,
  // its entry loads every icon, 40 MB and a quarter of a second at each start (decision 049).
  ssr: { noExternal: ["lucide-react"] },
  plugins: [tailwindcss(), reactRouter(), compiledHttpServer()],
}));
