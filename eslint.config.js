import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build*/", ".react-router/", "node_modules/", ".data/", "db/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: "Read configuration through app/lib/env.server.ts.",
        },
      ],
    },
  },
  { files: ["**/*.mjs"], languageOptions: { globals: globals.node } },
  {
    // DESIGN.md's import direction: lib/components → integrations → commerce/modules → routes,
    // and no module cycles (type-only imports carry no runtime dependency and are allowed).
    files: ["app/**/*.{ts,tsx}", "db/**/*.ts", "server/**/*.ts"],
    // Tests drive the code from outside, routes included.
    ignores: ["**/*.test.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })] },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: ["./app/lib", "./app/components", "./db"],
              from: ["./app/integrations", "./app/commerce", "./app/modules", "./app/routes", "./server"],
              message: "lib, components and db come first: they import nothing of the app above them.",
            },
            {
              target: "./app/integrations",
              from: ["./app/commerce", "./app/modules", "./app/routes", "./server"],
              message: "An integration is one partner's client: it knows nothing of the store above it.",
            },
            // Between domains one order, so no two depend on each other:
            // accounts, catalog → cart → checkout → orders → admin (each imports only earlier ones).
            ...[
              ["catalog", ["accounts", "cart", "checkout", "orders", "admin"]],
              ["accounts", ["catalog", "cart", "checkout", "orders", "admin"]],
              ["cart", ["checkout", "orders", "admin"]],
              ["checkout", ["orders", "admin"]],
              ["orders", ["admin"]],
            ].map(([domain, later]) => ({
              target: `./app/modules/${domain}`,
              from: later.map((name) => `./app/modules/${name}`),
              message: `${domain} comes before ${later.join(", ")} in DESIGN.md's order: it may not import them.`,
            })),
            {
              target: ["./app/commerce", "./app/modules"],
              from: ["./app/routes", "./server"],
              message: "Domain code is used by routes, never the other way round.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/lib/env.server.ts", "tests/**", "scripts/**", "server/http.ts", "*.config.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
);
