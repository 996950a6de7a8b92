// The build's static files, each sent in the best encoding the visitor accepts from the copies the
// build wrote beside it (scripts/precompress.mjs, decision record 078): Brotli, then gzip, then the
// file itself, which the compression middleware may still compress. Which copies exist is read
// once, at start: the build does not change under a running server.
import express, { type RequestHandler } from "express";
import { readdirSync } from "node:fs";
import path from "node:path";

const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

export function staticFiles(dir: string, options: { maxAge: string; immutable?: boolean }): RequestHandler {
  const files = new Set(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((dirent) => dirent.isFile())
      .map((dirent) => "/" + path.relative(dir, path.join(dirent.parentPath, dirent.name)).split(path.sep).join("/")),
  );
  const serve = express.static(dir, {
    ...options,
    index: false,
    setHeaders(res, file) {
      const encoding = ENCODINGS.find(({ suffix }) => file.endsWith(suffix));
      if (!encoding) return;
      res.setHeader("Content-Encoding", encoding.name);
      // The type of the file it is a copy of, not of .br or .gz.
      res.type(path.extname(file.slice(0, -encoding.suffix.length)));
    },
  });
  return (req, res, next) => {
    const compressed = ENCODINGS.filter(({ suffix }) => files.has(req.path + suffix));
    if (compressed.length) {
      res.vary("Accept-Encoding");
      // Brotli before gzip whatever order the visitor lists them in (browsers list gzip first).
      const chosen = compressed.find(({ name }) => req.acceptsEncodings(name) === name);
      if (chosen) req.url = req.path + chosen.suffix;
    }
    serve(req, res, next);
  };
}
