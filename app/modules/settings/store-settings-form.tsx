// The owner's store settings form (/admin/settings, decision 061): the one form pattern (decision
// 052): checked in the browser with the action's own schema, loaded on the first submit, and again
// by the action. A plain form post, so it works without JavaScript.
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Textarea } from "~/components/ui/input";
import type { FieldErrors } from "~/lib/forms";
import { useFormCheck } from "~/lib/use-form-check";
import { SHOP_SETTINGS_FIELDS, type ShopSettings } from "./shop-defaults";

const loadSchema = () => import("./settings.schema").then((module) => module.shopSettingsSchema);

function Hint({ children }: { children: React.ReactNode }) {
  return <p className="text-sm text-ink-soft">{children}</p>;
}

/** The checkout's one setting (decision 065); GUEST_CHECKOUT in the environment, when set, decides instead. */
function CheckoutFieldset({ checked, fixedByEnv }: { checked: boolean; fixedByEnv: boolean | null }) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-2xl font-extrabold">Checkout</legend>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          name="guestCheckout"
          defaultChecked={checked}
          className="mt-1 h-5 w-5 accent-lilac-deep"
        />
        <span>Let shoppers check out without an account</span>
      </label>
      <Hint>
        {fixedByEnv === null
          ? "Off: shoppers sign in before they pay. On: they may pay with an email, and get a private link to their order."
          : `GUEST_CHECKOUT=${fixedByEnv} in the server's environment decides this, whatever is saved here.`}
      </Hint>
    </fieldset>
  );
}

export function StoreSettingsForm({
  values,
  errors,
  guestCheckout = { saved: false, fromEnv: null },
}: {
  values: ShopSettings;
  errors: FieldErrors;
  /** The checkbox's saved state, and GUEST_CHECKOUT's value when the environment sets it (decision 065). */
  guestCheckout?: { saved: boolean; fromEnv: boolean | null };
}) {
  const navigation = useNavigation();
  const { clientErrors, onSubmit } = useFormCheck(loadSchema, SHOP_SETTINGS_FIELDS);
  const shown = clientErrors ?? errors;
  return (
    <Form method="post" noValidate className="max-w-2xl space-y-6" onSubmit={onSubmit}>
      <fieldset className="space-y-5">
        <legend className="text-2xl font-extrabold">Identity</legend>
        <Field label="Shop name" error={shown.shopName}>
          <Input name="shopName" defaultValue={values.shopName} autoComplete="organization" />
        </Field>
        <Hint>Shown in the header, the footer, every page title, link previews and emails. Up to 60 characters.</Hint>
        <Field label="Tagline" error={shown.tagline}>
          <Input name="tagline" defaultValue={values.tagline} />
        </Field>
        <Hint>Under the name in the footer and after it in the home page&apos;s title. Up to 120 characters.</Hint>
      </fieldset>
      <fieldset className="space-y-5">
        <legend className="text-2xl font-extrabold">Search engines</legend>
        <Field label="Title suffix" error={shown.seoTitleSuffix}>
          <Input name="seoTitleSuffix" defaultValue={values.seoTitleSuffix} />
        </Field>
        <Hint>
          Ends every page title, as in &ldquo;Shop All — suffix&rdquo;. Empty: the shop name. Up to 60 characters.
        </Hint>
        <Field label="Meta description" error={shown.seoDescription}>
          <Textarea name="seoDescription" defaultValue={values.seoDescription} className="min-h-24" />
        </Field>
        <Hint>What search results and link previews show for the home page. Up to 160 characters.</Hint>
      </fieldset>
      <CheckoutFieldset checked={guestCheckout.saved} fixedByEnv={guestCheckout.fromEnv} />
      <Button type="submit" disabled={navigation.state !== "idle"}>
        Save settings
      </Button>
    </Form>
  );
}
