// The countries the shop ships to, and the states or provinces a print partner needs as codes
// (ISO 3166-1 alpha-2 and the ISO 3166-2 subdivision codes the print partners accept).

export type Region = { code: string; name: string };
export type Country = { code: string; name: string; aliases?: string[]; regions?: Region[] };

/** "AL:Alabama|AK:Alaska|…" → regions: a compact table that stays readable. */
const regions = (table: string): Region[] =>
  table.split("|").map((entry) => {
    const [code = "", name = ""] = entry.split(":");
    return { code, name };
  });

const US_STATES = regions(
  "AL:Alabama|AK:Alaska|AZ:Arizona|AR:Arkansas|CA:California|CO:Colorado|" +
    "CT:Connecticut|DE:Delaware|DC:District of Columbia|FL:Florida|GA:Georgia|HI:Hawaii|" +
    "ID:Idaho|IL:Illinois|IN:Indiana|IA:Iowa|KS:Kansas|KY:Kentucky|" +
    "LA:Louisiana|ME:Maine|MD:Maryland|MA:Massachusetts|MI:Michigan|MN:Minnesota|" +
    "MS:Mississippi|MO:Missouri|MT:Montana|NE:Nebraska|NV:Nevada|NH:New Hampshire|" +
    "NJ:New Jersey|NM:New Mexico|NY:New York|NC:North Carolina|ND:North Dakota|OH:Ohio|" +
    "OK:Oklahoma|OR:Oregon|PA:Pennsylvania|PR:Puerto Rico|RI:Rhode Island|SC:South Carolina|" +
    "SD:South Dakota|TN:Tennessee|TX:Texas|UT:Utah|VT:Vermont|VA:Virginia|" +
    "WA:Washington|WV:West Virginia|WI:Wisconsin|WY:Wyoming",
);

const CA_PROVINCES = regions(
  "AB:Alberta|BC:British Columbia|MB:Manitoba|NB:New Brunswick|NL:Newfoundland and Labrador|NS:Nova Scotia|" +
    "NT:Northwest Territories|NU:Nunavut|ON:Ontario|PE:Prince Edward Island|QC:Quebec|SK:Saskatchewan|" +
    "YT:Yukon",
);

const AU_STATES = regions(
  "ACT:Australian Capital Territory|NSW:New South Wales|NT:Northern Territory|QLD:Queensland|SA:South Australia|TAS:Tasmania|" +
    "VIC:Victoria|WA:Western Australia",
);

/** Sorted by name, as the checkout's select shows them. */
export const SHIPPING_COUNTRIES: Country[] = [
  { code: "AU", name: "Australia", regions: AU_STATES },
  { code: "AT", name: "Austria" },
  { code: "BE", name: "Belgium" },
  { code: "CA", name: "Canada", regions: CA_PROVINCES },
  { code: "CZ", name: "Czechia", aliases: ["Czech Republic"] },
  { code: "DK", name: "Denmark" },
  { code: "EE", name: "Estonia" },
  { code: "FI", name: "Finland" },
  { code: "FR", name: "France" },
  { code: "DE", name: "Germany", aliases: ["Deutschland"] },
  { code: "GR", name: "Greece" },
  { code: "HU", name: "Hungary" },
  { code: "IS", name: "Iceland" },
  { code: "IE", name: "Ireland" },
  { code: "IT", name: "Italy" },
  { code: "JP", name: "Japan" },
  { code: "LV", name: "Latvia" },
  { code: "LT", name: "Lithuania" },
  { code: "LU", name: "Luxembourg" },
  { code: "MX", name: "Mexico" },
  { code: "NL", name: "Netherlands", aliases: ["The Netherlands", "Holland"] },
  { code: "NZ", name: "New Zealand" },
  { code: "NO", name: "Norway" },
  { code: "PL", name: "Poland" },
  { code: "PT", name: "Portugal" },
  { code: "SG", name: "Singapore" },
  { code: "SK", name: "Slovakia" },
  { code: "SI", name: "Slovenia" },
  { code: "KR", name: "South Korea", aliases: ["Korea", "Republic of Korea"] },
  { code: "ES", name: "Spain", aliases: ["España"] },
  { code: "SE", name: "Sweden" },
  { code: "CH", name: "Switzerland" },
  { code: "GB", name: "United Kingdom", aliases: ["UK", "U.K.", "Great Britain", "England", "Scotland", "Wales"] },
  {
    code: "US",
    name: "United States",
    aliases: ["USA", "U.S.A.", "U.S.", "United States of America", "America"],
    regions: US_STATES,
  },
];

const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[.\s]+/g, " ")
    .trim()
    .toLowerCase();

export function findCountry(code: string): Country | undefined {
  return SHIPPING_COUNTRIES.find((country) => country.code === code.toUpperCase());
}

/** Whether a partner needs a state/province code for this country (one partner asks for US, CA and AU). */
export function countryNeedsRegion(code: string) {
  return Boolean(findCountry(code)?.regions);
}

/**
 * Maps free text ('USA', 'united states', 'us') to a shipping country, or undefined when the
 * text names none of them.
 */
export function matchCountry(text: string): Country | undefined {
  const wanted = fold(text);
  if (!wanted) return undefined;
  return SHIPPING_COUNTRIES.find(
    (country) =>
      fold(country.code) === wanted ||
      fold(country.name) === wanted ||
      (country.aliases ?? []).some((alias) => fold(alias) === wanted),
  );
}

/** Maps free text ('California', 'ca') to one of the country's regions; abbreviations are not guessed. */
export function matchRegion(country: Country, text: string): Region | undefined {
  const wanted = fold(text);
  if (!wanted || !country.regions) return undefined;
  return country.regions.find((region) => fold(region.code) === wanted || fold(region.name) === wanted);
}

/** A stored address's country for display: the name for a code, older free text as it was. */
export function countryName(value: string) {
  return findCountry(value)?.name ?? value;
}
