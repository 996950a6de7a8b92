// ESLint rules for module boundaries: other folders use a module only through its entry, and no
// two modules depend on each other, directly or around a loop (decision record 041).
import path from "node:path";
import { ordersOwner } from "./orders-owner.js";
import {
  findModules,
  findPath,
  isEntry,
  isInside,
  isTestFile,
  moduleGraph,
  moduleOf,
  resolveImport,
} from "./module-graph.js";

// The folder graph is read from every file once per lint run; an editor's long-lived ESLint
// re-reads it after this long, so an edit elsewhere shows up.
const GRAPH_TTL_MS = 30_000;
const cache = new Map();
function project(root) {
  const cached = cache.get(root);
  if (cached && Date.now() - cached.at < GRAPH_TTL_MS) return cached;
  const modules = findModules(root);
  const fresh = { at: Date.now(), modules, graph: moduleGraph(root, modules) };
  cache.set(root, fresh);
  return fresh;
}

/** Calls `check(node, specifier, { typeOnly, dynamic })` for every import, re-export and literal import(). */
function eachImport(check) {
  // Only `import type` is erased: with verbatimModuleSyntax, `import { type A }` stays as an import.
  return {
    ImportDeclaration: (node) => check(node.source, { typeOnly: node.importKind === "type", dynamic: false }),
    ExportNamedDeclaration: (node) =>
      node.source && check(node.source, { typeOnly: node.exportKind === "type", dynamic: false }),
    ExportAllDeclaration: (node) => check(node.source, { typeOnly: node.exportKind === "type", dynamic: false }),
    ImportExpression: (node) =>
      node.source.type === "Literal" && typeof node.source.value === "string"
        ? check(node.source, { typeOnly: false, dynamic: true })
        : undefined,
  };
}

const entryOnly = {
  meta: {
    type: "problem",
    docs: { description: "Import another module only through its public entry (index.ts / index.server.ts)." },
    messages: {
      deep: "'{{specifier}}' reaches into the {{module}} module: import it from '{{entry}}' (its public entry; add the name there if it is not yet exported).",
      ownEntry:
        "Inside the {{module}} module, import the file itself, not the module's own entry (it would loop through the entry).",
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const { modules } = project(root);
    const own = moduleOf(modules, file);
    // A route's import() is where the browser splits a lazy chunk: it names the file it loads.
    const lazyAllowed = isInside(file, path.join(root, "app", "routes"));
    return eachImport((source, { dynamic }) => {
      const target = resolveImport(root, file, source.value);
      const module = target && moduleOf(modules, target);
      if (!module) return;
      if (module === own) {
        if (isEntry(module, target) && !isEntry(module, file) && !isTestFile(file))
          context.report({ node: source, messageId: "ownEntry", data: { module: module.name } });
        return;
      }
      if (isEntry(module, target) || (dynamic && lazyAllowed)) return;
      const server = /\.server\.tsx?$/.test(target) ? "/index.server" : "";
      context.report({
        node: source,
        messageId: "deep",
        data: { specifier: source.value, module: module.name, entry: module.alias + server },
      });
    });
  },
};

const noFolderCycle = {
  meta: {
    type: "problem",
    docs: { description: "No two modules depend on each other at run time, directly or around a loop." },
    messages: {
      cycle:
        "Folder cycle: {{route}} ({{back}} imports back). Move the shared piece down (app/lib, or the module that owns it).",
    },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    if (isTestFile(file)) return {};
    const { modules, graph } = project(root);
    const own = moduleOf(modules, file);
    if (!own) return {};
    return eachImport((source, { typeOnly }) => {
      if (typeOnly) return; // no run-time dependency (decision record 041)
      const target = resolveImport(root, file, source.value);
      const module = target && moduleOf(modules, target);
      if (!module || module === own) return;
      const back = findPath(graph, module.name, own.name);
      if (!back) return;
      const closing = graph.get(back.at(-2))?.get(own.name) ?? "";
      context.report({
        node: source,
        messageId: "cycle",
        data: { route: [own.name, ...back].join(" → "), back: closing },
      });
    });
  },
};

export default {
  meta: { name: "module-boundaries" },
  rules: { "entry-only": entryOnly, "no-folder-cycle": noFolderCycle, "orders-owner": ordersOwner },
};
