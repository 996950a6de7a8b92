// An accessible accordion (Radix): arrow keys, Home/End, Enter and Space work.
import * as Radix from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";

/** Each answer is HTML the server rendered safely (the owner's Markdown, decision 066). */
export function Accordion({ items }: { items: { question: string; answerHtml: string }[] }) {
  return (
    <Radix.Root type="single" collapsible className="divide-y-2 divide-line rounded-card border-2 border-line bg-white">
      {items.map((item, index) => (
        <Radix.Item key={index} value={`item-${index}`}>
          {/* h2: the questions sit right under the page's h1 (Radix would render an h3). */}
          <Radix.Header asChild>
            <h2>
              <Radix.Trigger className="group flex w-full items-center justify-between gap-4 px-6 py-4 text-left font-semibold">
                {item.question}
                <ChevronDown
                  aria-hidden
                  className="h-5 w-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
                />
              </Radix.Trigger>
            </h2>
          </Radix.Header>
          <Radix.Content className="px-6 pb-5 text-ink-soft">
            <div
              className="space-y-2 [&_a]:font-semibold [&_a]:underline"
              dangerouslySetInnerHTML={{ __html: item.answerHtml }}
            />
          </Radix.Content>
        </Radix.Item>
      ))}
    </Radix.Root>
  );
}
