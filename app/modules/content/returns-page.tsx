// The Returns & Exchanges page: its figures as highlights, and the owner's text (decision 066).
import { Camera, RotateCcw, Wallet } from "lucide-react";
import type { PageContent } from "./page-texts";
import { policy } from "./policy";
import { type Highlight, Highlights, PageIntro, PageSections, StaticPage } from "./static-page";

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

export function ReturnsPage({ content }: { content: PageContent }) {
  return (
    <StaticPage
      eyebrow="Returns"
      title="Returns & Exchanges"
      intro={<PageIntro html={content.intro} />}
      note={content.updated ? `Last updated: ${content.updated}` : undefined}
    >
      <Highlights items={returnsHighlights} />
      <PageSections sections={content.sections} />
    </StaticPage>
  );
}
