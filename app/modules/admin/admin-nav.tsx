// One navigation for every admin page (decision 067): a row of links on a wide screen, a menu on a
// phone. The phone's menu is a <details>, so it opens before the page's scripts have loaded.
import { Menu } from "lucide-react";
import { Link, useLocation } from "react-router";
import { cn } from "~/lib/cn";

type AdminLink = { label: string; to: string; nativeOnly?: boolean };

/** The admin's pages in the navigation's order; some exist only when we run the shop ourselves. */
const ADMIN_LINKS: AdminLink[] = [
  { label: "Orders", to: "/admin" },
  { label: "Products", to: "/admin/products" },
  { label: "Collections", to: "/admin/collections" },
  { label: "Promotions", to: "/admin/promotions", nativeOnly: true },
  { label: "Drops", to: "/admin/drops" },
  { label: "Personalised prints", to: "/admin/personalisation", nativeOnly: true },
  { label: "Insights", to: "/admin/insights" },
  { label: "Reviews", to: "/admin/reviews" },
  { label: "Tax", to: "/admin/tax", nativeOnly: true },
  { label: "Currencies", to: "/admin/currencies", nativeOnly: true },
  { label: "Settings", to: "/admin/settings" },
];

/** The links a store shows: every one when native, the platform's own pages left out otherwise. */
export function adminLinks(native: boolean) {
  return ADMIN_LINKS.filter((link) => native || !link.nativeOnly);
}

/** The link of the page at `pathname`: /admin only for the orders, a section for its sub-pages too. */
export function currentAdminLink(pathname: string, links: AdminLink[]) {
  const path = pathname.replace(/\/+$/, "") || "/";
  return links.find((link) =>
    link.to === "/admin" ? path === "/admin" : path === link.to || path.startsWith(`${link.to}/`),
  );
}

function NavLinks({ links, current, className }: { links: AdminLink[]; current?: AdminLink; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            aria-current={link === current ? "page" : undefined}
            className={cn(
              "block rounded-full px-3 py-1.5 text-sm font-semibold hover:bg-lilac/50",
              link === current && "bg-lilac/70",
            )}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function AdminNav({ native }: { native: boolean }) {
  const location = useLocation();
  const links = adminLinks(native);
  const current = currentAdminLink(location.pathname, links);
  return (
    <div className="border-b-2 border-line bg-white/60">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <nav aria-label="Admin" className="hidden py-2 md:block">
          <NavLinks links={links} current={current} className="flex flex-wrap items-center gap-1" />
        </nav>
        {/* Keyed by the page: a link followed in the app closes the menu, as a page load would. */}
        <details key={location.pathname} className="py-2 md:hidden">
          <summary className="inline-flex cursor-pointer items-center gap-2 rounded-full px-3 py-1.5 font-semibold hover:bg-lilac/50">
            <Menu aria-hidden className="h-4 w-4" />
            Admin menu{current ? `: ${current.label}` : ""}
          </summary>
          <nav aria-label="Admin menu">
            <NavLinks links={links} current={current} className="flex flex-col gap-1 pt-2" />
          </nav>
        </details>
      </div>
    </div>
  );
}
