// The Shipping Information page: its figures as highlights, and the owner's text (decision 066).
import { Globe, Package, Tag, Truck } from "lucide-react";
import type { PageContent } from "./page-texts";
import { policy } from "./policy";
import { type Highlight, Highlights, PageIntro, PageSections, StaticPage } from "./static-page";

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

export function ShippingPage({ content }: { content: PageContent }) {
  return (
    <StaticPage
      eyebrow="Shipping Info"
      title="Shipping Information"
      intro={<PageIntro html={content.intro} />}
      note={content.updated ? `Last updated: ${content.updated}` : undefined}
    >
      <Highlights items={shippingHighlights} />
      <PageSections sections={content.sections} />
    </StaticPage>
  );
}
