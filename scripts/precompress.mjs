// Writes a Brotli (.br) and a gzip (.gz) copy beside each text file of the client build, at the
// strongest settings, once per build (decision record 078). The server sends them as they are
// (server/static-files.ts) instead of compressing every script, stylesheet and picture again for
// each visitor whose cache is empty: 60-100 ms of the server's thread per first page at level 6.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const TEXT = /\.(js|css|svg|json|txt|xml|webmanifest)$/;
// Below this a response is one packet whatever its encoding.
const MIN_BYTES = 1024;

const variants = [
  {
    suffix: ".br",
    compress: promisify(brotliCompress),
    options: (size) => ({
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  },
  { suffix: ".gz", compress: promisify(gzip), options: () => ({ level: constants.Z_BEST_COMPRESSION }) },
];

/** Compresses every text file under `dir` (zlib's thread pool runs several at once). */
export async function precompress(dir) {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile() && TEXT.test(dirent.name))
    .map((dirent) => path.join(dirent.parentPath, dirent.name))
    .filter((file) => statSync(file).size >= MIN_BYTES);
  await Promise.all(
    files.flatMap((file) => {
      const content = readFileSync(file);
      return variants.map(async ({ suffix, compress, options }) => {
        const compressed = await compress(content, options(content.length));
        // A copy that saves nothing is left out: the server then sends the file itself.
        if (compressed.length < content.length) writeFileSync(file + suffix, compressed);
      });
    }),
  );
}
