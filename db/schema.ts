// The database schema: every table softdrop owns, shared by PGlite and PostgreSQL. One file per
// area under db/tables/; drizzle-kit and the code read them all through this one.
export * from "./tables/columns";
export * from "./tables/accounts";
export * from "./tables/catalogue";
export * from "./tables/orders";
export * from "./tables/content";
export * from "./tables/jobs";
export * from "./tables/sync";
export * from "./tables/fulfilment";
export * from "./tables/shopify";
export * from "./tables/personalisation";
export * from "./tables/promotions";
export * from "./tables/drops";
export * from "./tables/reviews";
export * from "./tables/settings";
export * from "./tables/tax";
export * from "./tables/collections";
export * from "./tables/checkout-reminders";
export * from "./tables/connections";
export * from "./tables/currency";
