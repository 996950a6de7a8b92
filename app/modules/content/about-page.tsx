// The About Us page: who softdrop is, how print-on-demand works here and what the brand stands for.
import { Heart, Leaf, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { policy } from "./policy";
import { Highlights, Section, StaticPage } from "./static-page";

export function AboutPage() {
  return (
    <StaticPage
      eyebrow="About Us"
      title="About softdrop"
      intro={
        <>
          Express yourself, no rules, just style. softdrop is a soft-pastel streetwear label for people who dress for
          their own vibe, not anyone else&apos;s.
        </>
      }
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

      <Section title="Our story">
        <p>
          softdrop started with a simple idea: the clothes you love most should feel like you. We design small, playful
          drops of tees, hoodies, caps and accessories in colours that feel like a sunset on a good day, and we keep
          every design wearable for everyone.
        </p>
      </Section>

      <Section title="How print-on-demand works">
        <p>
          We don&apos;t keep piles of unsold stock. When you order, our print partners print your piece, check it and
          ship it straight to you. Printing takes {policy.processing}, then delivery takes {policy.domesticDelivery} in
          the US or {policy.internationalDelivery} internationally.
        </p>
        <p>
          Making only what is ordered means less waste, more designs to choose from, and fresh drops whenever
          inspiration hits.
        </p>
      </Section>

      <Section title="What we promise">
        <ul>
          <li>Quality prints that survive the wash when you follow the care instructions.</li>
          <li>
            Easy returns within {policy.returnWindow}, and refunds within {policy.refundTime}.
          </li>
          <li>Real humans on support who reply within {policy.supportReply}.</li>
        </ul>
      </Section>

      <div className="text-center">
        <Button asChild size="lg">
          <Link to="/products">Shop the collection</Link>
        </Button>
      </div>
    </StaticPage>
  );
}
