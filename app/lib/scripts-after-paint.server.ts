// Rewrites the streamed document so that its JavaScript starts loading only once the page has
// painted (decision records 048, 078): the module preloads leave the <head>, and React Router's
// module script waits for the first paint before it preloads those modules and imports the route
// modules.
// The stylesheet, the fonts and the first image have the connection to themselves until then, and
// the largest paint no longer waits behind 145 KB of scripts on a slow phone (decision 030 had
// only made the preloads low priority). A hidden tab does not paint: it loads at once.
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
/** React Router's module script (`<Scripts>`): the route modules, the manifest, the entry. */
const MODULE_SCRIPT = /<script[^>]*type="module"[^>]*>/;
const ROUTE_IMPORT = /^import \* as (\w+) from ("[^"]+");\n?/gm;
/** The matched routes' manifest React Router inlines, JSON indented by two spaces. */
const ROUTE_MANIFEST = /window\.__reactRouterManifest = ([\s\S]*?);\n/;

/** The head without its module preloads, and the modules they named. */
export function takeModulePreloads(head: string) {
  const modules: string[] = [];
  const rest = head.replace(MODULE_PRELOAD, (_link, href: string) => {
    modules.push(href);
    return "";
  });
  return { head: rest, modules };
}

/**
 * Resolves once the browser reports the first contentful paint (decision record 078): a frame's
 * callback runs before that frame is shown, and Lighthouse counted the scripts asked for then as
 * part of the first paint. A hidden tab does not paint: it loads at once. No page waits more than
 * 3 s (a browser without paint timing, a tab hidden before it painted). Written short: every
 * page carries it, and the listing's HTML has a budget (tests/support/page-weight.ts).
 */
const AFTER_FIRST_PAINT =
  '(p)=>{if(document.visibilityState=="hidden")return p();setTimeout(p,3e3);new PerformanceObserver(' +
  '(l)=>l.getEntriesByName("first-contentful-paint")[0]&&p()).observe({type:"paint",buffered:!0})}';

/** The inline route manifest without its indentation: a quarter of its bytes (850 on the listing). */
function compactManifest(script: string) {
  return script.replace(ROUTE_MANIFEST, (whole, json: string) => {
    try {
      return `window.__reactRouterManifest = ${JSON.stringify(JSON.parse(json))};\n`;
    } catch {
      return whole;
    }
  });
}

/**
 * The module script's body, made to wait for the first paint, then preload `modules` and import
 * the route modules (the same namespaces its static imports gave), its route manifest compacted.
 * Unchanged if it has no imports.
 */
export function importAfterPaint(script: string, modules: string[]) {
  const routes: { name: string; url: string }[] = [];
  const rest = script.replace(ROUTE_IMPORT, (_line, name: string, url: string) => {
    routes.push({ name, url });
    return "";
  });
  if (!routes.length) return script;
  return (
    `await new Promise(${AFTER_FIRST_PAINT});\n` +
    `const modules = ${JSON.stringify(modules)};\n` +
    `for (const href of modules) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n` +
    `const [${routes.map((route) => route.name).join(", ")}] = await Promise.all([${routes.map((route) => `import(${route.url})`).join(", ")}]);\n` +
    compactManifest(rest)
  );
}

function toBuffer(chunk: Buffer | string) {
  return typeof chunk === "string" ? Buffer.from(chunk) : chunk;
}

/**
 * A pass-through stream applying both rewrites: the head once it has arrived whole, then the one
 * module script once it has; everything else passes as it comes. `extraHead` (the store's favicon
 * and colours, decision 066) is added at the head's end: written by the server only, no script
 * carries it.
 */
export function scriptsAfterPaint(extraHead = "") {
  let state: "head" | "body" | "done" = "head";
  let pending = "";
  let modules: string[] = [];
  // Bytes to text without breaking a character cut between two chunks.
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (state === "done") return callback(null, decoder.write(toBuffer(chunk)));
      pending += decoder.write(toBuffer(chunk));
      let out = "";
      if (state === "head") {
        const end = pending.indexOf("</head>");
        if (end === -1) return callback();
        const taken = takeModulePreloads(pending.slice(0, end));
        modules = taken.modules;
        out = taken.head + extraHead;
        pending = pending.slice(end);
        state = "body";
      }
      const start = pending.match(MODULE_SCRIPT);
      if (!start) {
        // Keep a tag still open at the end (perhaps a cut `<script …`) for the next chunk.
        const cut = pending.lastIndexOf("<");
        const keep = cut !== -1 && !pending.includes(">", cut) ? cut : pending.length;
        out += pending.slice(0, keep);
        pending = pending.slice(keep);
        return callback(null, out);
      }
      const open = start.index! + start[0].length;
      const close = pending.indexOf("</script>", open);
      if (close === -1) {
        out += pending.slice(0, start.index);
        pending = pending.slice(start.index);
        return callback(null, out);
      }
      out += pending.slice(0, open) + importAfterPaint(pending.slice(open, close), modules) + pending.slice(close);
      pending = "";
      state = "done";
      callback(null, out);
    },
    flush(callback) {
      callback(null, pending + decoder.end() || undefined);
    },
  });
}
