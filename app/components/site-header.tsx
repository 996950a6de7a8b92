// The sticky top bar: logo, shop links, account links, cart badge and the mobile menu.
import { LogIn, LogOut, Menu, X } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { Logo } from "./logo";

export type HeaderUser = { name: string; email: string; isAdmin: boolean } | null;

const shopLinks = [
  { label: "Shop All", to: "/products" },
  { label: "New Arrivals", to: "/products?sort=newest" },
  { label: "Trending", to: "/products?sort=featured" },
];

function accountLinks(user: HeaderUser) {
  if (!user) return [];
  return [{ label: "My Orders", to: "/orders" }, ...(user.isAdmin ? [{ label: "Admin", to: "/admin" }] : [])];
}

/** Three shop links share /products, so a link is current only when its query matches too. */
function HeaderLink({ to, label, onClick }: { to: string; label: string; onClick?: () => void }) {
  const location = useLocation();
  const current = location.pathname + location.search === to;
  return (
    <Link
      to={to}
      onClick={onClick}
      aria-current={current ? "page" : undefined}
      className={cn(
        "rounded-full px-3 py-1.5 font-semibold transition-colors hover:bg-lilac/50",
        current && "bg-lilac/60",
      )}
    >
      {label}
    </Link>
  );
}

function AuthButton({ user }: { user: HeaderUser }) {
  if (!user) {
    return (
      <Link to="/auth" aria-label="Sign in" className="rounded-full p-2 hover:bg-lilac/50">
        <LogIn aria-hidden className="h-5 w-5" />
      </Link>
    );
  }
  return (
    <Form method="post" action="/auth/sign-out">
      <button type="submit" aria-label="Sign out" className="rounded-full p-2 hover:bg-lilac/50">
        <LogOut aria-hidden className="h-5 w-5" />
      </button>
    </Form>
  );
}

/**
 * While the mobile menu is open, Tab cycles through the menu button and the menu's controls and
 * Escape closes it with focus back on the button: a keyboard user cannot wander behind it.
 */
function trapMenuFocus(event: KeyboardEvent, button: HTMLButtonElement | null, close: () => void) {
  const menu = document.getElementById("mobile-menu");
  if (!menu || !button) return;
  if (event.key === "Escape") {
    event.preventDefault();
    close();
    button.focus();
    return;
  }
  if (event.key !== "Tab") return;
  const stops = [button, ...menu.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")];
  const at = stops.indexOf(document.activeElement as HTMLElement);
  const next = at === -1 ? 0 : (at + (event.shiftKey ? -1 : 1) + stops.length) % stops.length;
  event.preventDefault();
  stops[next]!.focus();
}

/** `cart` is the cart button the commerce mode needs, handed in by the root (components do not import modules). */
export function SiteHeader({ user, cart }: { user: HeaderUser; cart: ReactNode }) {
  // The menu belongs to one location: any navigation (a link, a sign-out redirect) closes it.
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const setOpen = (value: boolean) => setOpenAt(value ? location.key : null);
  const links = [...shopLinks, ...accountLinks(user)];
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => trapMenuFocus(event, menuButton.current, () => setOpenAt(null));
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  return (
    <header className="sticky top-0 z-30 border-b-2 border-line bg-cream/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" aria-label="softdrop home" className="shrink-0">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <HeaderLink key={link.label} to={link.to} label={link.label} />
          ))}
        </nav>
        <div className="flex items-center gap-1">
          <div className="hidden md:block">
            <AuthButton user={user} />
          </div>
          {cart}
          <button
            ref={menuButton}
            type="button"
            className="rounded-full p-2 hover:bg-lilac/50 md:hidden"
            aria-label={open ? "Close menu" : "Open menu"}
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen(!open)}
          >
            {open ? <X aria-hidden className="h-5 w-5" /> : <Menu aria-hidden className="h-5 w-5" />}
          </button>
        </div>
      </div>
      {open ? (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t-2 border-line px-4 pb-4 md:hidden">
          <ul className="flex flex-col gap-1 pt-3">
            {links.map((link) => (
              <li key={link.label}>
                <HeaderLink to={link.to} label={link.label} onClick={() => setOpen(false)} />
              </li>
            ))}
            <li className="pt-2">
              <AuthButton user={user} />
            </li>
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
