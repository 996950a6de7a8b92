import bodyFont from "@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2?url";
import heroFont from "@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2?url";
import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { Toaster, toast as showToast } from "~/components/ui/toaster";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { NotFoundPage } from "./components/not-found-page";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader, type HeaderUser } from "./components/site-header";
import { Button } from "./components/ui/button";
import { useNonce } from "./lib/nonce";
import { commerceCapabilities } from "./commerce/index.server";
import { takeToast, type Toast } from "./lib/toast.server";
import { readSession } from "~/modules/accounts/index.server";
import { CartButton } from "~/modules/cart";
import { env } from "~/lib/env.server";
import { brandHead, footerWords, nameWithTagline, shopSettingsIdentity } from "~/modules/settings/index.server";
import { collectionNavLinks } from "~/modules/collections/index.server";
import { shopperCurrency } from "~/modules/currency/index.server";

// The root reads the shop from its own data, with no helper: a helper shared with the routes
// would be a chunk on every page, and the product page is at its 150 KB budget (decision 061).
export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: data.homeTitle }, { name: "description", content: data.shop.description }] : [];

export const links: Route.LinksFunction = () => [
  // The one stylesheet first: it blocks rendering, so it must not queue behind the module
  // preloads for a connection (decision record 030).
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  // The body's and the hero heading's fonts, fetched with the CSS rather than after it (fonts
  // swap, never hide text).
  { rel: "preload", href: bodyFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: heroFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const [{ toast, headers: toastHeaders }, session, shop, footer, brand, currency] = await Promise.all([
    takeToast(request),
    readSession(request),
    shopSettingsIdentity(),
    footerWords(),
    brandHead(),
    shopperCurrency(request),
  ]);
  const user: HeaderUser = session.user
    ? { name: session.user.name, email: session.user.email, isAdmin: session.user.isAdmin }
    : null;
  const headers = new Headers(toastHeaders);
  // better-auth refreshes or clears the session cookie here; pass that on to the browser.
  session.headers?.forEach((value, name) => {
    if (name.toLowerCase() === "set-cookie") headers.append(name, value);
  });
  const homeTitle = nameWithTagline(shop);
  // The owner's collections linked from the header and footer (native mode; decision 067).
  const collections = env.COMMERCE === "native" ? await collectionNavLinks() : { header: [], footer: [] };
  return data(
    {
      toast,
      user,
      commerce: commerceCapabilities(),
      shop,
      homeTitle,
      siteUrl: env.SITE_URL,
      collections,
      footer,
      brand,
      // Only when there is a choice (decision 071): no key at all otherwise (the listing's bytes).
      ...(currency.offered.length > 1 ? { currency: { code: currency.code, offered: currency.offered } } : {}),
    },
    { headers },
  );
}

function useToastFromServer(toast: Toast | null | undefined) {
  useEffect(() => {
    if (!toast) return;
    const show = toast.type === "error" ? showToast.error : toast.type === "info" ? showToast.info : showToast.success;
    show(toast.title, { description: toast.description });
  }, [toast]);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fffaf3" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen font-sans">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  // No root data only when the root's loader failed: the error page then names no shop.
  const shop = rootData?.shop ?? { name: "", tagline: "" };
  useToastFromServer(rootData?.toast);
  useEffect(() => {
    // Lets browser tests (and curious humans) see that the page is interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <SiteHeader
        user={rootData?.user ?? null}
        cart={<CartButton />}
        shopName={shop.name}
        logo={rootData?.brand.logo}
        collections={rootData?.collections.header}
        currency={rootData?.currency}
      />
      <main id="main">{children}</main>
      <SiteFooter
        shopName={shop.name}
        tagline={shop.tagline}
        footer={rootData?.footer}
        collections={rootData?.collections.footer}
        currency={rootData?.currency}
      />
      {/* Below the sticky header (64 px), so a toast never covers the menu or cart buttons. */}
      <Toaster position="top-center" offset={{ top: 80 }} mobileOffset={{ top: 76 }} richColors closeButton />
    </>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <NotFoundPage />
      </Shell>
    );
  }
  return (
    <Shell>
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-4xl font-extrabold">Unexpected Application Error!</h1>
        <p className="mt-4 text-ink-soft">Something broke on our side. Please try again in a moment.</p>
        <Button asChild className="mt-8">
          <a href="/">Return to Home</a>
        </Button>
      </section>
    </Shell>
  );
}
