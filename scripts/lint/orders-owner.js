// ESLint rule: the order lifecycle is the one writer of the orders table and the one place that
// queries it; other code calls its functions (decision record 052). Test set-up may write rows.
import path from "node:path";
import { isInside } from "./module-graph.js";

const WRITES = new Set(["insert", "update", "delete"]);
// In raw SQL: a statement that writes the table, and a query that reads it.
const SQL_WRITE = /\b(insert\s+into|update|delete\s+from)\s+"?orders"?(?![\w"])/i;
const SQL_READ = /\b(from|join)\s+"?orders"?(?![\w"])/i;

const isOrders = (node) => node.type === "Identifier" && node.name === "orders";
const isSchema = (node) => node.type === "Identifier" && node.name === "schema";

export const ordersOwner = {
  meta: {
    type: "problem",
    docs: { description: "Only the order lifecycle writes or queries the orders table (decision record 052)." },
    messages: {
      write:
        "Only the order lifecycle writes orders: call its functions from '~/modules/order-lifecycle/index.server' instead of {{how}} here (decision 052).",
      read: "Read orders through the order lifecycle's queries (findOrder, searchOrders, … from '~/modules/order-lifecycle/index.server'), not {{how}} (decision 052).",
      type: "The order's row type is OrderRow from '~/modules/order-lifecycle/index.server', not typeof schema.orders.",
    },
    schema: [
      {
        type: "object",
        properties: {
          /** The owner's folder, relative to the project root. */
          owner: { type: "string" },
          /** Folders whose raw SQL may read the table by name (a report over many tables). */
          sqlReaders: { type: "array", items: { type: "string" } },
        },
        required: ["owner"],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const { owner, sqlReaders = [] } = context.options[0];
    if (isInside(file, path.join(root, owner))) return {};
    const readsSql = sqlReaders.some((dir) => isInside(file, path.join(root, dir)));
    return {
      MemberExpression(node) {
        if (node.computed || !isSchema(node.object) || !isOrders(node.property)) return;
        const call = node.parent;
        const verb =
          call.type === "CallExpression" && call.arguments[0] === node && call.callee.type === "MemberExpression"
            ? call.callee.property.name
            : undefined;
        if (WRITES.has(verb)) context.report({ node, messageId: "write", data: { how: `${verb}(schema.orders)` } });
        else context.report({ node, messageId: "read", data: { how: "schema.orders" } });
      },
      TSQualifiedName(node) {
        if (isSchema(node.left) && isOrders(node.right)) context.report({ node, messageId: "type" });
      },
      ImportDeclaration(node) {
        if (!/(^|\/)db\/(schema|tables\/orders)$/.test(node.source.value)) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === "ImportSpecifier" && isOrders(specifier.imported))
            context.report({ node: specifier, messageId: "read", data: { how: "the orders table imported from db/" } });
        }
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== "Identifier" || node.tag.name !== "sql") return;
        const text = node.quasi.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join("?");
        const write = SQL_WRITE.exec(text);
        if (write) context.report({ node, messageId: "write", data: { how: `'${write[0]}' in SQL` } });
        else if (!readsSql && SQL_READ.test(text))
          context.report({ node, messageId: "read", data: { how: "the orders table named in SQL" } });
      },
    };
  },
};
