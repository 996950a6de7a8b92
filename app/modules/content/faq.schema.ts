// The FAQ editor's one schema (decisions 052, 066), over the form's flat fields question-0, answer-0,
// …: the browser's check and the action's authority. Messages sit at their question or answer.
import { z } from "zod";

export const FAQ_MAX_ITEMS = 30;

export const faqFields = (count: number) =>
  Array.from({ length: count }, (_, index) => [`question-${index}`, `answer-${index}`]).flat();

export function faqSchema(count: number) {
  const shape: Record<string, z.ZodType<string>> = {};
  for (let index = 0; index < count; index += 1) {
    const n = index + 1;
    shape[`question-${index}`] = z
      .string({ message: `Enter question ${n}` })
      .trim()
      .min(1, { message: `Enter question ${n}` })
      .max(200, { message: `Keep question ${n} to 200 characters or fewer` });
    shape[`answer-${index}`] = z
      .string({ message: `Enter the answer to question ${n}` })
      .trim()
      .min(1, { message: `Enter the answer to question ${n}` })
      .max(2000, { message: `Keep answer ${n} to 2,000 characters or fewer` });
  }
  return z.object(shape);
}
