// The footer: shop, customer service and company links, social links and the copyright line.
import { Link } from "react-router";
import { CurrencySelect, type CurrencyChoice } from "./currency-select";
import { Logo } from "./logo";

const columns = [
  {
    title: "Shop",
    links: [
      { label: "All Products", to: "/products" },
      { label: "New Arrivals", to: "/products" },
      { label: "Best Sellers", to: "/products" },
      { label: "Sale", to: "/products" },
    ],
  },
  {
    title: "Customer Service",
    links: [
      { label: "Contact Us", to: "/contact" },
      { label: "Shipping Info", to: "/shipping" },
      { label: "Returns", to: "/returns" },
      { label: "FAQ", to: "/faq" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About Us", to: "/about" },
      { label: "Privacy Policy", to: "/privacy" },
      { label: "Terms of Service", to: "/terms" },
    ],
  },
];

type FooterProps = {
  shopName: string;
  tagline: string;
  /** The store settings' words (decision 066): the copyright name and the social links set. */
  footer?: { copyright: string; socials: { name: string; href: string }[] };
  /** The collections the owner links from the footer (decision 067), in the Shop column. */
  collections?: { label: string; to: string }[];
  /** The shopper's currency and the others offered (decision 071). */
  currency?: CurrencyChoice;
};

export function SiteFooter({ shopName, tagline, footer, collections = [], currency }: FooterProps) {
  return (
    <footer className="mt-24 border-t-2 border-line bg-white/60">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-4">
        <div className="space-y-3">
          <Logo name={shopName} reuse />
          {tagline ? <p className="text-sm text-ink-soft">{tagline}</p> : null}
          <ul className="flex gap-2" aria-label="Social media">
            {footer?.socials.map(({ name, href }) => (
              <li key={name}>
                <a
                  href={href}
                  className="grid h-9 w-9 place-items-center rounded-full bg-lilac/60 text-xs font-bold hover:bg-bubblegum"
                >
                  {/* The name is the full network's; the two letters are only the badge's look. */}
                  <span aria-hidden>{name.slice(0, 2)}</span>
                  <span className="sr-only">{name}</span>
                </a>
              </li>
            ))}
          </ul>
          <CurrencySelect choice={currency} id="currency-footer" />
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-3 text-base font-bold">{column.title}</h2>
            <ul className="space-y-2 text-sm text-ink-soft [&_a:hover]:text-lilac-deep">
              {(column.title === "Shop" ? [...column.links, ...collections] : column.links).map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t-2 border-line py-6 text-center text-sm text-ink-soft">
        © 2025 {footer?.copyright}. All rights reserved.
      </p>
    </footer>
  );
}
