// The Contact page: the form beside cards with the shop's email, phone hours and reach, and a way to the FAQ.
import { Globe, HelpCircle, Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { policy, StaticPage } from "~/modules/content";
import { ContactForm, type ContactActionData } from "./contact-form";

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="flex gap-4 rounded-card bg-white p-5 shadow-soft">
      <span className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-lilac/60">{icon}</span>
      <div>
        <h2 className="text-lg font-bold">{title}</h2>
        <div className="text-ink-soft">{children}</div>
      </div>
    </section>
  );
}

/** The shop's contact details: the store settings' words (decision 066). */
export type ContactDetails = { email: string; phone: string; hours: string };
type ContactPageProps = { contact: ContactDetails; actionData: ContactActionData | undefined };

export function ContactPage({ contact, actionData }: ContactPageProps) {
  return (
    <StaticPage
      eyebrow="Contact Us"
      title="Get in Touch"
      intro={`Questions about an order, sizing or a collab? Send us a message and we'll get back to you within ${policy.supportReply}.`}
    >
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <ContactForm actionData={actionData} />
        <aside aria-label="Other ways to reach us" className="space-y-4">
          <InfoCard icon={<Mail aria-hidden className="h-5 w-5" />} title="Email">
            <a href={`mailto:${contact.email}`} className="font-semibold text-lilac-deep underline underline-offset-2">
              {contact.email}
            </a>
          </InfoCard>
          {contact.phone || contact.hours ? (
            <InfoCard icon={<Phone aria-hidden className="h-5 w-5" />} title="Phone">
              {contact.phone ? (
                <a href={`tel:${contact.phone.replace(/[^+\d]/g, "")}`} className="font-semibold text-ink">
                  {contact.phone}
                </a>
              ) : null}
              {contact.hours ? <p>{contact.hours}</p> : null}
            </InfoCard>
          ) : null}
          <InfoCard icon={<Globe aria-hidden className="h-5 w-5" />} title="Worldwide">
            <p>Serving customers worldwide</p>
          </InfoCard>
          <InfoCard icon={<HelpCircle aria-hidden className="h-5 w-5" />} title="Quick answers">
            <p>
              Shipping, returns and sizing questions are often answered in our{" "}
              <Link to="/faq" className="font-semibold text-lilac-deep underline underline-offset-2">
                FAQ
              </Link>
              .
            </p>
          </InfoCard>
        </aside>
      </div>
    </StaticPage>
  );
}
