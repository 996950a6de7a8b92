// The home page: hero, feature blurbs, featured products and the newsletter block.
import { FeatureBlurbs, Hero } from "~/modules/home/home-sections";
import { NewsletterBlock } from "~/modules/newsletter/newsletter-block";

export default function Home() {
  return (
    <>
      <Hero />
      <FeatureBlurbs />
      {/* Featured Products: the catalogue work adds its loader and section here. */}
      <NewsletterBlock />
    </>
  );
}
