// The pages' default texts as Markdown (decision 066): today's texts, naming the shop from the store
// settings. The paragraph before the first "## " heading is the page's intro; each "## " heading
// opens a section. The owner's saved Markdown replaces these (app/modules/content/pages.server.ts).
import { policy } from "./policy";

export const PAGE_KEYS = ["about", "shipping", "returns", "privacy", "terms"] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/** A page rendered on the server: its intro and titled sections as safe HTML, and its date once saved. */
export type PageContent = { intro: string; sections: { title: string; html: string }[]; updated?: string };

const p = policy;

const texts: Record<PageKey, (shop: string) => string> = {
  about: (
    shop,
  ) => `Express yourself, no rules, just style. ${shop} is a soft-pastel streetwear label for people who dress for their own vibe, not anyone else's.

## Our story

${shop} started with a simple idea: the clothes you love most should feel like you. We design small, playful drops of tees, hoodies, caps and accessories in colours that feel like a sunset on a good day, and we keep every design wearable for everyone.

## How print-on-demand works

We don't keep piles of unsold stock. When you order, our print partners print your piece, check it and ship it straight to you. Printing takes ${p.processing}, then delivery takes ${p.domesticDelivery} in the US or ${p.internationalDelivery} internationally.

Making only what is ordered means less waste, more designs to choose from, and fresh drops whenever inspiration hits.

## What we promise

- Quality prints that survive the wash when you follow the care instructions.
- Easy returns within ${p.returnWindow}, and refunds within ${p.refundTime}.
- Real humans on support who reply within ${p.supportReply}.
`,
  shipping:
    () => `Every piece is printed just for you, then shipped straight from our print studio to your door. Here's how long that takes and what it costs.

## Processing time

Our products are made to order, so nothing sits in a warehouse. Once you check out, your order goes to one of our print partners, who print, inspect and pack it within **${p.processing}**. During big drops and the holiday rush it can take a little longer; we'll email you if anything is delayed.

## Delivery times

- **United States:** ${p.domesticDelivery} after your order ships.
- **International:** ${p.internationalDelivery} after your order ships, depending on the destination and local customs.

Delivery times are added to the processing time, and are estimates from our carriers rather than guarantees.

## Shipping costs

Standard shipping is a flat **${p.flatShipping}** per order, whatever you buy and however many pieces are in the bag. The shipping fee is shown in your order summary before you pay.

We regularly run free-shipping drops on orders over **${p.freeShippingOver}**. Follow us or join the newsletter so you don't miss the next one.

## Tracking your order

As soon as your order ships we email you its tracking number. Signed in? You'll also find the status and tracking number of every order under [My Orders](/orders). Items printed by different partners may arrive in separate packages at no extra cost.

## International orders

We ship worldwide. Import duties, taxes and customs fees charged by the destination country are not included in our prices and are paid by the recipient on delivery. Customs checks can add a few days to delivery.

## Address changes and problems in transit

- Need to fix your address? Contact us within **${p.changeWindow}** of ordering, before your order goes to print.
- Package damaged, or the print isn't right? Tell us within **${p.damageReportWindow}** of delivery, with a photo, and we'll send a replacement or a refund.
- Tracking says delivered but nothing arrived? Check with neighbours and your local post office, then [contact us](/contact). We reply within ${p.supportReply}.
`,
  returns: () => `Not feeling it? No stress. You can return or exchange your order within 30 days of delivery.

## What you can return

You can return any item within **${p.returnWindow}** of delivery, as long as it is unworn, unwashed and in its original condition. Items you personalised with your own text or artwork are made just for you and can only be returned if they arrive faulty.

## How to start a return

- Signed in? Open the order under [My Orders](/orders) and request a refund from its Order Actions. Delivered orders can be returned there within ${p.returnWindow} of the order date.
- Or [send us a message](/contact) with your order number and what you'd like to return. We reply within **${p.supportReply}** with the return address and instructions.
- Pack the items securely and keep the proof of postage until your refund arrives.

## Refunds

Once your return reaches us and passes a quick check, we refund it to your original payment method. Refunds are processed within **${p.refundTime}**; your bank may take a little longer to show it. The ${p.flatShipping} shipping fee is refunded only when the return is our mistake.

## Exchanges

Wrong size or colour? Because every piece is printed to order, an exchange works as a return plus a new order: return the original item within ${p.returnWindow} and place a new order for the size or colour you want. We refund the original as soon as it arrives.

## Damaged, faulty or misprinted items

If something arrives damaged, faulty or not as ordered, tell us within **${p.damageReportWindow}** of delivery and include a photo of the problem. We'll send a free replacement or a full refund, including shipping, and you won't need to send the item back.

## Cancelling an order

Changed your mind before it ships? Orders can be cancelled or changed within **${p.changeWindow}** of ordering. Pending and processing orders can also be cancelled from [My Orders](/orders); the refund reaches you within ${p.refundTime}.
`,
  privacy: (
    shop,
  ) => `Your data is yours. This policy explains what we collect when you shop with ${shop}, why we need it and what you can ask us to do with it.

## Information we collect

- **Account details:** your name, email address and password (stored only as a secure hash).
- **Order details:** the shipping name, email and address you enter at checkout, the items you buy and your order history.
- **Messages:** the name, email, subject and message you send through our contact form.
- **Newsletter:** your email address, if you subscribe.
- **Technical data:** basic server logs such as request times and errors, kept to run and secure the store.

We never see or store your full card number; payments are handled by our payment provider.

## How we use it

- To take your payment, make and ship your order, and email you confirmations and shipping updates.
- To answer your messages and handle returns, refunds and cancellations.
- To send our newsletter, only if you asked for it. You can unsubscribe at any time.
- To keep the store secure and prevent fraud.

## Who we share it with

We share only what each partner needs to do its job, and we never sell your personal information:

- Print-on-demand partners receive your name and shipping address to print and ship your order.
- Our payment provider processes your card payment.
- Carriers receive your delivery details to bring your package to you.
- Our email provider delivers the emails we send you.

## Cookies and local storage

We use a cookie to keep you signed in and a short-lived cookie to show you notifications. Your cart is saved in your browser's local storage so it is still there when you come back. We do not use advertising trackers.

## How long we keep it

We keep order records for as long as the law requires for tax and accounting. Contact messages are kept for as long as we need them to help you. You can ask us to delete your account at any time.

## Your rights

You can ask to see, correct, export or delete the personal information we hold about you, or object to how we use it. [Contact us](/contact) and we'll reply within ${p.supportReply}.

## Children

${shop} is not directed at children under 13, and we do not knowingly collect their information.

## Changes to this policy

When we change this policy we update the date at the top of this page, and we tell account holders by email about any significant change.
`,
  terms: (
    shop,
  ) => `These terms apply when you use the ${shop} store or buy from it. Please read them before you place an order.

## Using the store

By browsing the store, creating an account or placing an order you agree to these terms. You must be old enough to enter a binding contract where you live, or have a parent or guardian's permission. You are responsible for keeping your password safe and for everything done under your account.

## Orders and prices

- All prices are shown in US dollars (USD) unless stated otherwise.
- Placing an order is an offer to buy. We accept it when we confirm your order by email, and we may decline or cancel an order, with a full refund, if a product is unavailable or was listed with an obvious error.
- Products are printed to order, so colours may vary slightly from what you see on your screen.

## Shipping

Orders are processed in ${p.processing} and delivered in ${p.domesticDelivery} in the US or ${p.internationalDelivery} internationally. Shipping is a flat ${p.flatShipping} per order. Delivery times are estimates. See [Shipping Information](/shipping) for details.

## Cancellations, returns and refunds

You may cancel or change an order within ${p.changeWindow} of placing it. You may return items within ${p.returnWindow} of delivery, and refunds are made within ${p.refundTime}. Damaged or misprinted items must be reported within ${p.damageReportWindow} of delivery. The full rules are in our [Returns & Exchanges](/returns) policy.

## Designs and content

All designs, graphics, text and photos on this store belong to ${shop} or its licensors. Buying a product lets you wear and enjoy it; it does not give you the right to copy, resell or reproduce the designs.

## Acceptable use

Don't misuse the store: no attempts to break or overload it, access other people's accounts or orders, or use it for anything unlawful. We may suspend accounts that do.

## Liability

We provide the store with care but cannot promise it will always be available or error-free. To the extent the law allows, our liability for any order is limited to the amount you paid for it. Nothing in these terms limits your rights as a consumer under the law where you live.

## Changes and contact

We may update these terms; the date at the top shows the latest version, and the terms in force when you placed an order apply to it. Questions? [Contact us](/contact) and we'll reply within ${p.supportReply}.
`,
};

/** A page's default Markdown for a shop of this name. */
export function defaultPageMarkdown(page: PageKey, shopName: string) {
  return texts[page](shopName);
}
