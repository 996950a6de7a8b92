// The Shipping Information page: processing and delivery times, costs, tracking and problems in transit.
import { Globe, Package, Tag, Truck } from "lucide-react";
import { policy } from "./policy";
import { type Highlight, Highlights, Section, StaticPage, TextLink } from "./static-page";

const shippingHighlights: Highlight[] = [
  {
    icon: Package,
    tone: "lilac",
    title: "Processing",
    text: `${policy.processing} to print and pack your order`,
  },
  { icon: Truck, tone: "mint", title: "Domestic delivery", text: `${policy.domesticDelivery} within the US` },
  {
    icon: Globe,
    tone: "sky",
    title: "International delivery",
    text: `${policy.internationalDelivery} worldwide`,
  },
  {
    icon: Tag,
    tone: "butter",
    title: `Flat ${policy.flatShipping} shipping`,
    text: "One simple rate per order",
  },
  {
    icon: Tag,
    tone: "bubblegum",
    title: `Free shipping over ${policy.freeShippingOver}`,
    text: "During our free-shipping drops",
  },
];

export function ShippingPage() {
  return (
    <StaticPage
      eyebrow="Shipping Info"
      title="Shipping Information"
      intro="Every piece is printed just for you, then shipped straight from our print studio to your door. Here's how long that takes and what it costs."
    >
      <Highlights items={shippingHighlights} />

      <ShippingTimesAndCosts />
      <ShippingAfterDispatch />
    </StaticPage>
  );
}

function ShippingTimesAndCosts() {
  return (
    <>
      <Section title="Processing time">
        <p>
          Our products are made to order, so nothing sits in a warehouse. Once you check out, your order goes to one of
          our print partners, who print, inspect and pack it within <strong>{policy.processing}</strong>. During big
          drops and the holiday rush it can take a little longer; we&apos;ll email you if anything is delayed.
        </p>
      </Section>

      <Section title="Delivery times">
        <ul>
          <li>
            <strong>United States:</strong> {policy.domesticDelivery} after your order ships.
          </li>
          <li>
            <strong>International:</strong> {policy.internationalDelivery} after your order ships, depending on the
            destination and local customs.
          </li>
        </ul>
        <p>
          Delivery times are added to the processing time, and are estimates from our carriers rather than guarantees.
        </p>
      </Section>

      <Section title="Shipping costs">
        <p>
          Standard shipping is a flat <strong>{policy.flatShipping}</strong> per order, whatever you buy and however
          many pieces are in the bag. The shipping fee is shown in your order summary before you pay.
        </p>
        <p>
          We regularly run free-shipping drops on orders over <strong>{policy.freeShippingOver}</strong>. Follow us or
          join the newsletter so you don&apos;t miss the next one.
        </p>
      </Section>
    </>
  );
}

function ShippingAfterDispatch() {
  return (
    <>
      <Section title="Tracking your order">
        <p>
          As soon as your order ships we email you its tracking number. Signed in? You&apos;ll also find the status and
          tracking number of every order under <TextLink to="/orders">My Orders</TextLink>. Items printed by different
          partners may arrive in separate packages at no extra cost.
        </p>
      </Section>

      <Section title="International orders">
        <p>
          We ship worldwide. Import duties, taxes and customs fees charged by the destination country are not included
          in our prices and are paid by the recipient on delivery. Customs checks can add a few days to delivery.
        </p>
      </Section>

      <Section title="Address changes and problems in transit">
        <ul>
          <li>
            Need to fix your address? Contact us within <strong>{policy.changeWindow}</strong> of ordering, before your
            order goes to print.
          </li>
          <li>
            Package damaged, or the print isn&apos;t right? Tell us within <strong>{policy.damageReportWindow}</strong>{" "}
            of delivery, with a photo, and we&apos;ll send a replacement or a refund.
          </li>
          <li>
            Tracking says delivered but nothing arrived? Check with neighbours and your local post office, then{" "}
            <TextLink to="/contact">contact us</TextLink>. We reply within {policy.supportReply}.
          </li>
        </ul>
      </Section>
    </>
  );
}
