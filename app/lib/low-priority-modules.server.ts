// Rewrites the document's <head> so its module preloads fetch at low priority: on a slow phone
// the stylesheet, the fonts and the first image get the connection first and the page paints
// before the JavaScript arrives (decision record 030). The preloads lose their CSP nonce, which a
// same-origin module does not need ('self' allows it), so the head also gets shorter.
import { Transform } from "node:stream";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;

export function lowPriorityModulePreloads(head: string) {
  return head.replace(
    MODULE_PRELOAD,
    (_link, href: string) => `<link rel="modulepreload" href="${href}" fetchpriority="low"/>`,
  );
}

/** A pass-through stream that rewrites everything up to `</head>` once and leaves the rest alone. */
export function rewriteHead(rewrite: (head: string) => string = lowPriorityModulePreloads) {
  let pending: string | null = "";
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (pending === null) return callback(null, chunk);
      pending += chunk.toString();
      const end = pending.indexOf("</head>");
      if (end === -1) return callback();
      const text = rewrite(pending.slice(0, end)) + pending.slice(end);
      pending = null;
      callback(null, text);
    },
    flush(callback) {
      callback(null, pending ? rewrite(pending) : undefined);
    },
  });
}
