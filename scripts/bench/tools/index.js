// The bench's entry into its own tools, copied next to their node_modules so that they resolve
// from there (scripts/bench/tools.ts).
export { default as autocannon } from "autocannon";
export { default as lighthouse } from "lighthouse";
