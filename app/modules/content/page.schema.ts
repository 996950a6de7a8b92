// The page editor's one schema (decisions 052, 066): the browser's check and the action's authority.
import { z } from "zod";
import { groupThousands } from "~/lib/money";

export const PAGE_MARKDOWN_MAX = 20_000;

export const pageSchema = z.object({
  markdown: z
    .string({ message: "Enter the page's text" })
    .trim()
    .min(1, { message: "Enter the page's text" })
    .max(PAGE_MARKDOWN_MAX, {
      message: `Keep the page to ${groupThousands(PAGE_MARKDOWN_MAX)} characters or fewer`,
    }),
});
