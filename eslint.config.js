import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { boundariesConfig } from "./scripts/lint/boundaries-config.js";

export default tseslint.config(
  { ignores: ["build*/", ".react-router/", "node_modules/", ".data/", "db/migrations/", "tests/fixtures/lint/"] },
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
  // A function a reader takes in at once: app and server code stay within 80 lines a function (decision 050).
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "max-lines-per-function": ["error", { max: 80 }] },
  },
  // docs/architecture.md's import direction and the module boundaries, generated from the folders (decision record 041).
  ...boundariesConfig(import.meta.dirname),
  {
    files: ["app/lib/env.server.ts", "tests/**", "scripts/**", "server/http.ts", "*.config.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
);
