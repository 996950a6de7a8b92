// The listing's filters inside the search form (issue #34): sizes and colours as checkboxes with
// their counts for the current view, a price range and "In stock". Plain form fields, so they work
// as a GET form before JavaScript; an option without products is disabled, never hidden (a chosen
// one stays enabled: a disabled field is not sent, and the shopper must be able to untick it).
import type { ProductFacets } from "~/commerce";
import type { ListingQuery } from "./listing-query";

type Change = (form: HTMLFormElement | null) => void;

function Options({
  legend,
  name,
  options,
  chosen,
  apply,
}: {
  legend: string;
  name: string;
  options: ProductFacets["sizes"];
  chosen: string[];
  apply: Change;
}) {
  if (!options.length) return null;
  return (
    <fieldset className="facet">
      <legend>{legend}</legend>
      {options.map(([label, count]) => {
        const value = name === "color" ? label.toLowerCase() : label;
        const checked = chosen.some((choice) => choice.toLowerCase() === label.toLowerCase());
        return (
          <label key={label}>
            <input
              type="checkbox"
              name={name}
              value={value}
              defaultChecked={checked}
              disabled={!count && !checked}
              onChange={(event) => apply(event.currentTarget.form)}
            />
            {`${label} (${count})`}
          </label>
        );
      })}
    </fieldset>
  );
}

export function FacetFields({ query, facets, apply }: { query: ListingQuery; facets: ProductFacets; apply: Change }) {
  const price = (name: "min" | "max", label: string) => (
    <label>
      {label}
      <input
        type="number"
        name={name}
        min={0}
        step="0.01"
        defaultValue={query[name] ?? ""}
        // Applied when the shopper leaves the field (or presses Enter), not at every digit typed.
        onBlur={(event) => {
          if (event.currentTarget.value !== String(query[name] ?? "")) apply(event.currentTarget.form);
        }}
      />
    </label>
  );
  return (
    <>
      <Options legend="Size" name="size" options={facets.sizes} chosen={query.sizes} apply={apply} />
      <Options legend="Color" name="color" options={facets.colors} chosen={query.colors} apply={apply} />
      <fieldset className="facet facet-price">
        <legend>Price ($)</legend>
        {price("min", "Min")}
        {price("max", "Max")}
      </fieldset>
      <label className="facet-stock">
        <input
          type="checkbox"
          name="stock"
          value="1"
          defaultChecked={query.stock}
          disabled={!facets.inStock && !query.stock}
          onChange={(event) => apply(event.currentTarget.form)}
        />
        {`In stock (${facets.inStock})`}
      </label>
    </>
  );
}
