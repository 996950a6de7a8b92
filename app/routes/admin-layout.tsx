// Every admin page's frame: the admin navigation above the page (decision 067). No loader: each
// page checks the admin itself; the mode and the user come from the root's data.
import { Outlet, useRouteLoaderData } from "react-router";
import { AdminNav } from "~/modules/admin";
import { useCommerce } from "~/modules/cart";

export default function AdminLayout() {
  const { platformName } = useCommerce();
  const root = useRouteLoaderData("root") as { user?: { isAdmin?: boolean } | null } | undefined;
  return (
    <>
      {root?.user?.isAdmin ? <AdminNav native={!platformName} /> : null}
      <Outlet />
    </>
  );
}
