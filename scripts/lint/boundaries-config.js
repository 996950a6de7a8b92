// The boundary part of the ESLint config, generated from the folders on disk so a new folder is
// covered the day it is created: layer zones for app/'s top-level folders, and the module rules.
import { readdirSync } from "node:fs";
import path from "node:path";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import boundaries from "./module-boundaries.js";

/**
 * docs/architecture.md's import direction, lowest first: each layer imports only the layers before it.
 * Every top-level entry of app/ must be in one; a new one stops the lint until it is placed.
 */
export const LAYERS = [
  { name: "lib, components and db", folders: ["lib", "components"], outside: ["db"] },
  { name: "integrations", folders: ["integrations"] },
  { name: "commerce and modules", folders: ["commerce", "modules"] },
  {
    name: "routes",
    folders: ["routes", "root.tsx", "routes.ts", "entry.server.tsx", "entry.client.tsx", "app.css"],
    outside: ["server"],
  },
];

/** The layer zones for import-x/no-restricted-paths, from the folders in app/. */
export function layerZones(root) {
  const placed = new Set(LAYERS.flatMap((layer) => layer.folders));
  const unplaced = readdirSync(path.join(root, "app")).filter(
    (name) => !placed.has(name) && !/\.test\.tsx?$/.test(name),
  );
  if (unplaced.length) {
    throw new Error(
      `app/${unplaced.join(", app/")} has no layer: add it to LAYERS in scripts/lint/boundaries-config.js`,
    );
  }
  const paths = (layer) => [
    ...layer.folders.map((name) => `./app/${name}`),
    ...(layer.outside ?? []).map((name) => `./${name}`),
  ];
  return LAYERS.slice(0, -1).map((layer, index) => ({
    target: paths(layer),
    from: LAYERS.slice(index + 1).flatMap(paths),
    message: `${layer.name} come before ${LAYERS.slice(index + 1)
      .map((later) => later.name)
      .join(", ")}: they may not import them.`,
  }));
}

/**
 * Files that still query or write the orders table outside the lifecycle while another branch
 * rewrites them (checkout's placing and payment of an order, the refunds): each one leaves this
 * list when it calls the lifecycle (decision record 052).
 */
export const ORDERS_OWNER_PENDING = [];

/**
 * Flat-config blocks: layers and per-file cycles for app code, module entries everywhere, folder
 * cycles, and the order lifecycle as the one writer and querier of orders.
 */
export function boundariesConfig(root) {
  return [
    {
      files: ["app/**/*.{ts,tsx}", "db/**/*.ts", "server/**/*.ts"],
      // Tests drive the code from outside, routes included.
      ignores: ["**/*.test.{ts,tsx}"],
      plugins: { "import-x": importX },
      settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })] },
      rules: {
        "import-x/no-cycle": ["error", { ignoreExternal: true }],
        "import-x/no-restricted-paths": ["error", { zones: layerZones(root) }],
      },
    },
    {
      files: ["**/*.{ts,tsx}"],
      plugins: { boundaries },
      rules: { "boundaries/entry-only": "error", "boundaries/no-folder-cycle": "error" },
    },
    {
      files: ["app/**/*.{ts,tsx}", "db/**/*.ts", "server/**/*.ts"],
      // Tests may set up order rows directly.
      ignores: ["**/*.test.{ts,tsx}", ...ORDERS_OWNER_PENDING],
      plugins: { boundaries },
      rules: {
        "boundaries/orders-owner": [
          "error",
          // The insights' report reads orders with lines, bills and refunds in one measured statement (decision 045).
          { owner: "app/modules/order-lifecycle", sqlReaders: ["app/modules/insights"] },
        ],
      },
    },
  ];
}
