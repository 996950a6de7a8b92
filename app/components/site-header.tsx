// The sticky top bar: logo, shop links, account links, cart badge and the mobile menu.
import { LogIn, LogOut, Menu, X } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { CurrencySelect, offersChoice, type CurrencyChoice } from "./currency-select";
import { Logo } from "./logo";

export type HeaderUser = { name: string; email: string; isAdmin: boolean } | null;

const shopLinks = [
  { label: "Shop All", to: "/products" },
  { label: "New Arrivals", to: "/products?sort=newest" },
  { label: "Trending", to: "/products?sort=featured" },
];

function accountLinks(user: HeaderUser) {
  if (!user) return [];
  return [
    { label: "My Orders", to: "/orders" },
    { label: "My Account", to: "/account" },
    ...(user.isAdmin ? [{ label: "Admin", to: "/admin" }] : []),
  ];
}

/**
 * Three shop links share /products, so a link is current only when its query matches too. The
 * padding is a little less below 1024 px: an admin's six links fit the 768 px header only so.
 */
function HeaderLink({ to, label }: { to: string; label: string }) {
  const location = useLocation();
  const current = location.pathname + location.search === to;
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={cn(
        "rounded-full px-2.5 py-1.5 font-semibold transition-colors hover:bg-lilac/50 lg:px-3",
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
 * While the mobile menu is open, Tab cycles through the menu button and the menu's controls: a
 * keyboard user cannot wander behind it. Escape is the popover's own: it closes the menu and puts
 * focus back on the button.
 */
function trapMenuFocus(event: KeyboardEvent, button: HTMLButtonElement | null) {
  const menu = document.getElementById("mobile-menu");
  if (!menu?.matches(":popover-open") || !button || event.key !== "Tab") return;
  const stops = [button, ...menu.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")];
  const at = stops.indexOf(document.activeElement as HTMLElement);
  const next = at === -1 ? 0 : (at + (event.shiftKey ? -1 : 1) + stops.length) % stops.length;
  event.preventDefault();
  stops[next]!.focus();
}

/**
 * `cart` is the cart button the commerce mode needs, handed in by the root (components do not import modules).
 * The mobile menu is an HTML popover: its button opens it before the page's scripts have loaded
 * (a tap right after the first paint works), and once they have, the header follows its state.
 */
type HeaderProps = {
  user: HeaderUser;
  cart: ReactNode;
  shopName: string;
  logo?: string;
  /** The collections the owner links from the header (decision 067), after the shop links. */
  collections?: { label: string; to: string }[];
  /** The shopper's currency and the others offered (decision 071): a select when there are several. */
  currency?: CurrencyChoice;
};

export function SiteHeader({ user, cart, shopName, logo, collections = [], currency }: HeaderProps) {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const links = [...shopLinks, ...collections, ...accountLinks(user)];
  const menuButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement>(null);
  // Hiding a popover that is not showing does nothing.
  const close = () => menu.current?.hidePopover();
  // The menu belongs to one location: any navigation (a link, a sign-out redirect) closes it.
  useEffect(close, [location.key]);
  // Listening from hydration on, and asking the popover whether it is open, keeps the first Tab
  // after opening inside: no effect of the open state to wait for.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => trapMenuFocus(event, menuButton.current);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  return (
    <header className="sticky top-0 z-30 border-b-2 border-line bg-cream/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" aria-label={shopName ? `${shopName} home` : "Home"} className="shrink-0">
          <Logo name={shopName} src={logo} />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <HeaderLink key={link.label} to={link.to} label={link.label} />
          ))}
        </nav>
        <div className="flex items-center gap-1">
          <CurrencySelect choice={currency} id="currency-header" className="max-md:hidden" />
          <div className="hidden md:block">
            <AuthButton user={user} />
          </div>
          {cart}
          <button
            ref={menuButton}
            type="button"
            popoverTarget="mobile-menu"
            className="rounded-full p-2 hover:bg-lilac/50 md:hidden"
            aria-label={open ? "Close menu" : "Open menu"}
            aria-expanded={open}
            aria-controls="mobile-menu"
          >
            {open ? <X aria-hidden className="h-5 w-5" /> : <Menu aria-hidden className="h-5 w-5" />}
          </button>
        </div>
      </div>
      <nav
        ref={menu}
        id="mobile-menu"
        popover="auto"
        aria-label="Mobile"
        onToggle={(event) => setOpen(event.newState === "open")}
        className="mobile-menu"
      >
        <ul className="flex flex-col gap-1 pt-3">
          {links.map((link) => (
            <li key={link.label}>
              <HeaderLink to={link.to} label={link.label} />
            </li>
          ))}
          <li className="pt-2">
            <AuthButton user={user} />
          </li>
          {offersChoice(currency) ? (
            <li>
              <CurrencySelect choice={currency} id="currency-menu" />
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  );
}
