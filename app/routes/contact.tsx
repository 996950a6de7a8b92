// The Contact page (/contact): shows the form and sends the message to the shop.
import { data } from "react-router";
import { clientIpOf } from "~/lib/client-ip.server";
import { log } from "~/lib/log.server";
import { redirectWithToast } from "~/lib/toast.server";
import { type ContactActionData, ContactPage } from "~/modules/contact";
import { sendContactMessage } from "~/modules/contact/index.server";
import { policy } from "~/modules/content";
import { pageTitle, shopOf } from "~/modules/settings";
import { storeWords } from "~/modules/settings/index.server";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) => [
  pageTitle(matches, "Contact Us"),
  {
    name: "description",
    content: `Questions about an order, sizing or returns? Message ${shopOf(matches).name}; we reply within 24-48 hours.`,
  },
];

export async function loader() {
  const { contactEmail, contactPhone, contactHours } = await storeWords();
  return { contact: { email: contactEmail, phone: contactPhone, hours: contactHours } };
}

const sentToast = {
  type: "success",
  title: "Message Sent!",
  description: `We'll get back to you within ${policy.supportReply}.`,
} as const;

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const field of ["name", "email", "subject", "message"]) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  // Spam bots fill the hidden honeypot field; they get the usual answer and nothing is sent.
  if (String(form.get("website") ?? "") !== "") return redirectWithToast("/contact", sentToast);

  try {
    const result = await sendContactMessage(values, clientIpOf(request.headers));
    if (!result.ok && result.limited) {
      return data<ContactActionData>(
        { values, formError: result.limited, toast: { title: result.limited } },
        { status: 429 },
      );
    }
    if (!result.ok) return data<ContactActionData>({ values, fieldErrors: result.fieldErrors }, { status: 400 });
  } catch (error) {
    log.error({ err: error }, "contact message could not be saved");
    const failed = "Failed to send message. Please try again.";
    return data<ContactActionData>({ values, formError: failed, toast: { title: failed } }, { status: 500 });
  }
  return redirectWithToast("/contact", sentToast);
}

export default function ContactRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactPage contact={loaderData.contact} actionData={actionData} />;
}
