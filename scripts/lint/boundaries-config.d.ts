// Types of boundaries-config.js (plain JavaScript, which ESLint loads) for the tests written in TypeScript.
import type { Linter } from "eslint";

export declare const LAYERS: { name: string; folders: string[]; outside?: string[] }[];
export declare function layerZones(root: string): { target: string[]; from: string[]; message: string }[];
export declare function boundariesConfig(root: string): Linter.Config[];
export declare const ORDERS_OWNER_PENDING: string[];
