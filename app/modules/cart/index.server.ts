// The cart on the server, for Shopify mode: pricing the hosted cart's lines and handing them over
// to Shopify's checkout.
export { handOffHostedCart } from "./hosted-checkout.server";
