// The boundary lint fails where it should: deep imports, a module's own entry, folder cycles, an
// app/ folder with no layer, and the orders table written or queried outside the order lifecycle;
// type-only imports, a route's lazy import() and a test's set-up rows pass.
import path from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { boundariesConfig, layerZones } from "./boundaries-config.js";

const fixtures = path.resolve(import.meta.dirname, "../../tests/fixtures/lint");

/** Lints a fixture app with the project's boundary rules, as `npm run lint` runs them. */
async function lint(name: string) {
  const root = path.join(fixtures, name);
  const boundaryRules = boundariesConfig(root).filter((block) => block.plugins && "boundaries" in block.plugins);
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [{ files: ["**/*.ts"], languageOptions: { parser: tseslint.parser } }, ...boundaryRules],
  });
  const results = await eslint.lintFiles(["app/**/*.ts"]);
  return results.flatMap((result) =>
    result.messages.map((message) => ({
      file: path.relative(root, result.filePath),
      line: message.line,
      rule: message.ruleId,
      message: message.message,
    })),
  );
}

describe("module boundary lint", () => {
  it("fails on an import that reaches into another module's files, and on a module importing its own entry", async () => {
    const problems = await lint("deep");
    expect(problems).toEqual([
      {
        file: "app/modules/alpha/own-entry.ts",
        line: 2,
        rule: "boundaries/entry-only",
        message: expect.stringContaining("not the module's own entry"),
      },
      {
        file: "app/modules/beta/deep.ts",
        line: 2,
        rule: "boundaries/entry-only",
        message: expect.stringContaining(
          "'~/modules/alpha/inner' reaches into the alpha module: import it from '~/modules/alpha'",
        ),
      },
      {
        file: "app/modules/beta/deep.ts",
        line: 3,
        rule: "boundaries/entry-only",
        message: expect.stringContaining("'../alpha/inner' reaches into the alpha module"),
      },
    ]);
  });

  it("fails on a folder cycle around three modules, at each import that closes it; type-only and lazy route imports pass", async () => {
    const problems = await lint("cycle");
    expect(problems.map(({ file, line, rule }) => ({ file, line, rule }))).toEqual([
      { file: "app/modules/alpha/a.ts", line: 2, rule: "boundaries/no-folder-cycle" },
      { file: "app/modules/beta/b.ts", line: 2, rule: "boundaries/no-folder-cycle" },
      { file: "app/modules/gamma/c.ts", line: 2, rule: "boundaries/no-folder-cycle" },
    ]);
    expect(problems[0]!.message).toContain("Folder cycle: alpha → beta → gamma → alpha");
    expect(problems[0]!.message).toContain("app/modules/gamma/c.ts:2 imports back");
  });

  it("generates a layer zone for every folder in app/, and stops on a folder with no layer", () => {
    const zones = layerZones(path.join(fixtures, "deep"));
    expect(zones[0]).toMatchObject({ target: ["./app/lib", "./app/components", "./db"] });
    expect(zones.at(-1)!.from).toEqual(expect.arrayContaining(["./app/routes", "./server"]));
    expect(() => layerZones(path.join(fixtures, "unplaced"))).toThrow("app/widgets has no layer");
  });

  it("fails on the orders table written or queried outside the order lifecycle; the owner, tests and the report's SQL reads pass", async () => {
    const problems = await lint("orders");
    expect(problems.map(({ file, line, message }) => ({ file, line, message: message.split(":")[0] }))).toEqual([
      { file: "app/modules/insights/report.ts", line: 5, message: "Only the order lifecycle writes orders" },
      {
        file: "app/modules/shop/reads.ts",
        line: 4,
        message:
          "Read orders through the order lifecycle's queries (findOrder, searchOrders, … from '~/modules/order-lifecycle/index.server'), not the orders table imported from db/ (decision 052).",
      },
      {
        file: "app/modules/shop/reads.ts",
        line: 6,
        message:
          "The order's row type is OrderRow from '~/modules/order-lifecycle/index.server', not typeof schema.orders.",
      },
      { file: "app/modules/shop/reads.ts", line: 7, message: expect.stringContaining("not schema.orders") },
      { file: "app/modules/shop/reads.ts", line: 8, message: expect.stringContaining("the orders table named in SQL") },
      { file: "app/modules/shop/writes.ts", line: 5, message: "Only the order lifecycle writes orders" },
      { file: "app/modules/shop/writes.ts", line: 6, message: "Only the order lifecycle writes orders" },
      { file: "app/modules/shop/writes.ts", line: 7, message: "Only the order lifecycle writes orders" },
    ]);
    expect(problems.every((problem) => problem.rule === "boundaries/orders-owner")).toBe(true);
    expect(
      problems.find((problem) => problem.file === "app/modules/shop/writes.ts" && problem.line === 6)!.message,
    ).toContain("instead of update(schema.orders) here");
    expect(
      problems.find((problem) => problem.file === "app/modules/shop/writes.ts" && problem.line === 7)!.message,
    ).toContain("instead of 'delete from orders' in SQL here");
  });
});
