// The Terms of Service page: the rules for using the store and buying from it.
import { policy } from "./policy";
import { Section, StaticPage, TextLink } from "./static-page";

export function TermsPage() {
  return (
    <StaticPage
      eyebrow="Legal"
      title="Terms of Service"
      intro="These terms apply when you use the softdrop store or buy from it. Please read them before you place an order."
      note={`Last updated: ${policy.lastUpdated}`}
    >
      <Section title="Using the store">
        <p>
          By browsing the store, creating an account or placing an order you agree to these terms. You must be old
          enough to enter a binding contract where you live, or have a parent or guardian&apos;s permission. You are
          responsible for keeping your password safe and for everything done under your account.
        </p>
      </Section>

      <Section title="Orders and prices">
        <ul>
          <li>All prices are shown in US dollars (USD) unless stated otherwise.</li>
          <li>
            Placing an order is an offer to buy. We accept it when we confirm your order by email, and we may decline or
            cancel an order, with a full refund, if a product is unavailable or was listed with an obvious error.
          </li>
          <li>Products are printed to order, so colours may vary slightly from what you see on your screen.</li>
        </ul>
      </Section>

      <Section title="Shipping">
        <p>
          Orders are processed in {policy.processing} and delivered in {policy.domesticDelivery} in the US or{" "}
          {policy.internationalDelivery} internationally. Shipping is a flat {policy.flatShipping} per order. Delivery
          times are estimates. See <TextLink to="/shipping">Shipping Information</TextLink> for details.
        </p>
      </Section>

      <Section title="Cancellations, returns and refunds">
        <p>
          You may cancel or change an order within {policy.changeWindow} of placing it. You may return items within{" "}
          {policy.returnWindow} of delivery, and refunds are made within {policy.refundTime}. Damaged or misprinted
          items must be reported within {policy.damageReportWindow} of delivery. The full rules are in our{" "}
          <TextLink to="/returns">Returns &amp; Exchanges</TextLink> policy.
        </p>
      </Section>

      <Section title="Designs and content">
        <p>
          All designs, graphics, text and photos on this store belong to softdrop or its licensors. Buying a product
          lets you wear and enjoy it; it does not give you the right to copy, resell or reproduce the designs.
        </p>
      </Section>

      <Section title="Acceptable use">
        <p>
          Don&apos;t misuse the store: no attempts to break or overload it, access other people&apos;s accounts or
          orders, or use it for anything unlawful. We may suspend accounts that do.
        </p>
      </Section>

      <Section title="Liability">
        <p>
          We provide the store with care but cannot promise it will always be available or error-free. To the extent the
          law allows, our liability for any order is limited to the amount you paid for it. Nothing in these terms
          limits your rights as a consumer under the law where you live.
        </p>
      </Section>

      <Section title="Changes and contact">
        <p>
          We may update these terms; the date at the top shows the latest version, and the terms in force when you
          placed an order apply to it. Questions? <TextLink to="/contact">Contact us</TextLink> and we&apos;ll reply
          within {policy.supportReply}.
        </p>
      </Section>
    </StaticPage>
  );
}
