// The Privacy Policy page: what the store collects, why, who it shares it with and the shopper's rights.
import { policy } from "./policy";
import { Section, StaticPage, TextLink } from "./static-page";

export function PrivacyPage() {
  return (
    <StaticPage
      eyebrow="Legal"
      title="Privacy Policy"
      intro="Your data is yours. This policy explains what we collect when you shop with softdrop, why we need it and what you can ask us to do with it."
      note={`Last updated: ${policy.lastUpdated}`}
    >
      <WhatWeCollectAndShare />
      <RetentionAndYourRights />
    </StaticPage>
  );
}

function WhatWeCollectAndShare() {
  return (
    <>
      <Section title="Information we collect">
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address and password (stored only as a secure hash).
          </li>
          <li>
            <strong>Order details:</strong> the shipping name, email and address you enter at checkout, the items you
            buy and your order history.
          </li>
          <li>
            <strong>Messages:</strong> the name, email, subject and message you send through our contact form.
          </li>
          <li>
            <strong>Newsletter:</strong> your email address, if you subscribe.
          </li>
          <li>
            <strong>Technical data:</strong> basic server logs such as request times and errors, kept to run and secure
            the store.
          </li>
        </ul>
        <p>We never see or store your full card number; payments are handled by our payment provider.</p>
      </Section>

      <Section title="How we use it">
        <ul>
          <li>To take your payment, make and ship your order, and email you confirmations and shipping updates.</li>
          <li>To answer your messages and handle returns, refunds and cancellations.</li>
          <li>To send our newsletter, only if you asked for it. You can unsubscribe at any time.</li>
          <li>To keep the store secure and prevent fraud.</li>
        </ul>
      </Section>

      <Section title="Who we share it with">
        <p>We share only what each partner needs to do its job, and we never sell your personal information:</p>
        <ul>
          <li>Print-on-demand partners receive your name and shipping address to print and ship your order.</li>
          <li>Our payment provider processes your card payment.</li>
          <li>Carriers receive your delivery details to bring your package to you.</li>
          <li>Our email provider delivers the emails we send you.</li>
        </ul>
      </Section>
    </>
  );
}

function RetentionAndYourRights() {
  return (
    <>
      <Section title="Cookies and local storage">
        <p>
          We use a cookie to keep you signed in and a short-lived cookie to show you notifications. Your cart is saved
          in your browser&apos;s local storage so it is still there when you come back. We do not use advertising
          trackers.
        </p>
      </Section>

      <Section title="How long we keep it">
        <p>
          We keep order records for as long as the law requires for tax and accounting. Contact messages are kept for as
          long as we need them to help you. You can ask us to delete your account at any time.
        </p>
      </Section>

      <Section title="Your rights">
        <p>
          You can ask to see, correct, export or delete the personal information we hold about you, or object to how we
          use it. <TextLink to="/contact">Contact us</TextLink> and we&apos;ll reply within {policy.supportReply}.
        </p>
      </Section>

      <Section title="Children">
        <p>softdrop is not directed at children under 13, and we do not knowingly collect their information.</p>
      </Section>

      <Section title="Changes to this policy">
        <p>
          When we change this policy we update the date at the top of this page, and we tell account holders by email
          about any significant change.
        </p>
      </Section>
    </>
  );
}
