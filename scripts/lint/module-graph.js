// The app's modules and the runtime imports between them, read from the files: what the boundary lint checks.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * @typedef {{ name: string; dir: string; alias: string }} Module
 * @typedef {{ specifier: string; typeOnly: boolean; dynamic: boolean; line: number }} ImportRef
 */

/** Every folder under app/modules/ is a module, and so is app/commerce (the commerce port): read, never listed. */
export function findModules(root) {
  const app = path.join(root, "app");
  const modulesDir = path.join(app, "modules");
  /** @type {Module[]} */
  const modules = existsSync(modulesDir)
    ? readdirSync(modulesDir)
        .filter((name) => statSync(path.join(modulesDir, name)).isDirectory())
        .map((name) => ({ name, dir: path.join(modulesDir, name), alias: `~/modules/${name}` }))
    : [];
  if (existsSync(path.join(app, "commerce"))) {
    modules.push({ name: "commerce", dir: path.join(app, "commerce"), alias: "~/commerce" });
  }
  return modules;
}

export const isInside = (file, dir) => file.startsWith(dir + path.sep);
export const moduleOf = (modules, file) => modules.find((module) => isInside(file, module.dir));
export const isEntry = (module, file) =>
  ["index.ts", "index.tsx", "index.server.ts"].some((name) => file === path.join(module.dir, name));
export const isTestFile = (file) => /\.test\.tsx?$/.test(file);

const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];
/** The file an import names (`~/` is app/), or undefined for a package or an unknown path. */
export function resolveImport(root, from, specifier) {
  let base;
  if (specifier.startsWith("~/")) base = path.join(root, "app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  base = base.replace(/\.js$/, "");
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension;
  return undefined;
}

/** The imports of one file's text: static ones (type-only marked) and literal dynamic ones. */
export function readImports(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  /** @type {ImportRef[]} */
  const found = [];
  const line = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      // Only `import type` is erased: with verbatimModuleSyntax, `import { type A }` stays as an import.
      const typeOnly = Boolean(node.importClause?.isTypeOnly);
      found.push({ specifier: node.moduleSpecifier.text, typeOnly, dynamic: false, line: line(node) });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly, dynamic: false, line: line(node) });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false, dynamic: true, line: line(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

/**
 * Folder graph: module name → the modules its code (tests left out: they drive code from outside)
 * imports at run time, each edge with one file that makes it. Type-only imports are not edges.
 * @returns {Map<string, Map<string, string>>}
 */
export function moduleGraph(root, modules = findModules(root)) {
  const graph = new Map(modules.map((module) => [module.name, new Map()]));
  for (const module of modules) {
    for (const file of sourceFiles(module.dir)) {
      if (isTestFile(file)) continue;
      for (const ref of readImports(file, readFileSync(file, "utf8"))) {
        if (ref.typeOnly) continue;
        const target = resolveImport(root, file, ref.specifier);
        const other = target && moduleOf(modules, target);
        if (other && other !== module && !graph.get(module.name).has(other.name)) {
          graph.get(module.name).set(other.name, `${path.relative(root, file)}:${ref.line}`);
        }
      }
    }
  }
  return graph;
}

/** A path of modules from `from` to `to` through the graph (breadth first: the shortest), or undefined. */
export function findPath(graph, from, to) {
  const previous = new Map([[from, undefined]]);
  const queue = [from];
  while (queue.length) {
    const current = queue.shift();
    for (const next of graph.get(current)?.keys() ?? []) {
      if (previous.has(next)) continue;
      previous.set(next, current);
      if (next === to) {
        const route = [to];
        for (let step = current; step !== undefined; step = previous.get(step)) route.unshift(step);
        return route;
      }
      queue.push(next);
    }
  }
  return undefined;
}
