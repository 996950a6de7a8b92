// The About Us page: the shop's name in the heading, its highlights, and the owner's text (decision 066).
import { Heart, Leaf, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { PageContent } from "./page-texts";
import { Highlights, PageIntro, PageSections, StaticPage } from "./static-page";

export function AboutPage({ shopName, content }: { shopName: string; content: PageContent }) {
  return (
    <StaticPage
      eyebrow="About Us"
      title={`About ${shopName}`}
      intro={<PageIntro html={content.intro} />}
      note={content.updated ? `Last updated: ${content.updated}` : undefined}
    >
      <Highlights
        items={[
          {
            icon: Sparkles,
            tone: "lilac",
            title: "Aesthetic by design",
            text: "Dreamy pastels, bold graphics, zero rules",
          },
          {
            icon: Leaf,
            tone: "mint",
            title: "Made to order",
            text: "Printed only when you order, so nothing goes to waste",
          },
          { icon: Heart, tone: "bubblegum", title: "Soft & comfy", text: "Cosy fabrics you'll want to live in" },
        ]}
      />
      <PageSections sections={content.sections} />
      <div className="text-center">
        <Button asChild size="lg">
          <Link to="/products">Shop the collection</Link>
        </Button>
      </div>
    </StaticPage>
  );
}
