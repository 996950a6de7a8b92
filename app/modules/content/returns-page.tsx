// The Returns & Exchanges page: the 30-day window, how to return, refunds, exchanges and damaged items.
import { Camera, RotateCcw, Wallet } from "lucide-react";
import { policy } from "./policy";
import { type Highlight, Highlights, Section, StaticPage, TextLink } from "./static-page";

const returnsHighlights: Highlight[] = [
  {
    icon: RotateCcw,
    tone: "mint",
    title: `${policy.returnWindow} to return`,
    text: "Counted from the day your order is delivered",
  },
  { icon: Wallet, tone: "lilac", title: "Fast refunds", text: `Back on your card within ${policy.refundTime}` },
  {
    icon: Camera,
    tone: "peach",
    title: "Damaged or misprinted?",
    text: `Report it within ${policy.damageReportWindow} of delivery`,
  },
];

export function ReturnsPage() {
  return (
    <StaticPage
      eyebrow="Returns"
      title="Returns & Exchanges"
      intro="Not feeling it? No stress. You can return or exchange your order within 30 days of delivery."
    >
      <Highlights items={returnsHighlights} />

      <HowReturnsWork />
      <RefundsExchangesAndCancellations />
    </StaticPage>
  );
}

function HowReturnsWork() {
  return (
    <>
      <Section title="What you can return">
        <p>
          You can return any item within <strong>{policy.returnWindow}</strong> of delivery, as long as it is unworn,
          unwashed and in its original condition. Items you personalised with your own text or artwork are made just for
          you and can only be returned if they arrive faulty.
        </p>
      </Section>

      <Section title="How to start a return">
        <ul>
          <li>
            Signed in? Open the order under <TextLink to="/orders">My Orders</TextLink> and request a refund from its
            Order Actions. Delivered orders can be returned there within {policy.returnWindow} of the order date.
          </li>
          <li>
            Or <TextLink to="/contact">send us a message</TextLink> with your order number and what you&apos;d like to
            return. We reply within <strong>{policy.supportReply}</strong> with the return address and instructions.
          </li>
          <li>Pack the items securely and keep the proof of postage until your refund arrives.</li>
        </ul>
      </Section>
    </>
  );
}

function RefundsExchangesAndCancellations() {
  return (
    <>
      <Section title="Refunds">
        <p>
          Once your return reaches us and passes a quick check, we refund it to your original payment method. Refunds
          are processed within <strong>{policy.refundTime}</strong>; your bank may take a little longer to show it. The{" "}
          {policy.flatShipping} shipping fee is refunded only when the return is our mistake.
        </p>
      </Section>

      <Section title="Exchanges">
        <p>
          Wrong size or colour? Because every piece is printed to order, an exchange works as a return plus a new order:
          return the original item within {policy.returnWindow} and place a new order for the size or colour you want.
          We refund the original as soon as it arrives.
        </p>
      </Section>

      <Section title="Damaged, faulty or misprinted items">
        <p>
          If something arrives damaged, faulty or not as ordered, tell us within{" "}
          <strong>{policy.damageReportWindow}</strong> of delivery and include a photo of the problem. We&apos;ll send a
          free replacement or a full refund, including shipping, and you won&apos;t need to send the item back.
        </p>
      </Section>

      <Section title="Cancelling an order">
        <p>
          Changed your mind before it ships? Orders can be cancelled or changed within{" "}
          <strong>{policy.changeWindow}</strong> of ordering. Pending and processing orders can also be cancelled from{" "}
          <TextLink to="/orders">My Orders</TextLink>; the refund reaches you within {policy.refundTime}.
        </p>
      </Section>
    </>
  );
}
