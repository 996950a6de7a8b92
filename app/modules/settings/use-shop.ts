// The shop's identity in a component, from the root loader's data (header, footer, blocks).
import { useRouteLoaderData } from "react-router";
import { DEFAULT_IDENTITY, type ShopIdentity } from "./shop-identity";

export function useShop(): ShopIdentity {
  const root = useRouteLoaderData("root") as { shop?: ShopIdentity } | undefined;
  return root?.shop ?? DEFAULT_IDENTITY;
}
