// The Terms of Service page: the owner's text (decision 066), dated.
import type { PageContent } from "./page-texts";
import { PageIntro, PageSections, StaticPage } from "./static-page";
export function TermsPage({ content }: { content: PageContent }) {
  return (
    <StaticPage
      eyebrow="Legal"
      title="Terms of Service"
      intro={<PageIntro html={content.intro} />}
      note={content.updated ? `Last updated: ${content.updated}` : undefined}
    >
      <PageSections sections={content.sections} />
    </StaticPage>
  );
}
