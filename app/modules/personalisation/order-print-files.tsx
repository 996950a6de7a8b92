// The admin order card's print files: each personalised line's rendered file and, while the
// product holds personalised orders, Approve / Reject (a rejection cancels and refunds).
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { PersonalisationSummary } from "./personalisation-summary";
import type { LinePersonalisation } from "../../../db/schema";

export type OrderPrintView = {
  orderItemId: string;
  url: string;
  approval: "not_needed" | "held" | "approved" | "rejected";
  personalisation: LinePersonalisation | null;
  productId?: string;
  color?: string | null;
  image?: string | null;
};

const APPROVAL_LABEL = {
  not_needed: "",
  held: "Waiting for your approval",
  approved: "Approved",
  rejected: "Rejected",
} as const;

export function OrderPrintFiles({ orderId, prints }: { orderId: string; prints: OrderPrintView[] }) {
  if (!prints.length) return null;
  const held = prints.some((print) => print.approval === "held");
  return (
    <section aria-label="Print files" className="mt-4 rounded-2xl border-2 border-line p-4">
      <h4 className="font-bold">Print files</h4>
      <ul className="mt-2 flex flex-wrap gap-4">
        {prints.map((print) => (
          <li key={print.orderItemId} className="text-sm">
            <a href={print.url} target="_blank" rel="noreferrer" className="block w-28">
              <img
                src={print.url}
                alt="Print file of a personalised line"
                width={112}
                height={140}
                className="h-36 w-28 rounded-xl border border-line bg-[repeating-conic-gradient(#eee_0_25%,#fff_0_50%)] bg-[length:16px_16px] object-contain"
              />
            </a>
            <PersonalisationSummary
              value={print.personalisation}
              piece={
                print.productId ? { productId: print.productId, image: print.image, color: print.color } : undefined
              }
            />
            {APPROVAL_LABEL[print.approval] ? <p className="font-semibold">{APPROVAL_LABEL[print.approval]}</p> : null}
          </li>
        ))}
      </ul>
      {held ? (
        <Form method="post" action="/admin/personalisation/prints" className="mt-3 flex gap-2">
          <input type="hidden" name="orderId" value={orderId} />
          <label className="flex flex-col text-sm font-semibold">
            Message to the customer if you reject (optional)
            <input
              name="message"
              maxLength={500}
              className="mt-1 rounded-xl border-2 border-line px-2 py-1 font-normal"
            />
          </label>
          <Button type="submit" size="sm" name="decision" value="approve">
            Approve print
          </Button>
          <Button type="submit" size="sm" variant="outline" name="decision" value="reject">
            Reject print
          </Button>
        </Form>
      ) : null}
    </section>
  );
}
