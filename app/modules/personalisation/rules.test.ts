import { describe, expect, it } from "vitest";
import { bannedWordIn, disallowedCharacters, fitText, MIN_FONT_SHARE } from "./rules";
import { personalisationProblems } from "./validate";
import { TEST_SETUP } from "../../../tests/support/personalisation-fixtures";

describe("allowed characters", () => {
  it("lets letters (any alphabet) and spaces through and names what else it refuses", () => {
    expect(disallowedCharacters("Zoë Åsa", "letters")).toEqual([]);
    expect(disallowedCharacters("Ana 2", "letters")).toEqual(["2"]);
    expect(disallowedCharacters("<b>hi</b>", "alphanumeric")).toEqual(["<", ">", "/"]);
    expect(disallowedCharacters("Go team #1!", "text")).toEqual([]);
    expect(disallowedCharacters("emoji 😀", "text")).toEqual(["😀"]);
  });
});

describe("the word list", () => {
  it("finds a banned word whatever its case, accents, digits for letters or spacing", () => {
    expect(bannedWordIn("hello RUDE person", ["rude"])).toBe("rude");
    expect(bannedWordIn("B4dw0rd", ["badword"])).toBe("badword");
    expect(bannedWordIn("b a d w o r d", ["badword"])).toBe("badword");
    expect(bannedWordIn("crude oil", ["rude"])).toBeNull();
    expect(bannedWordIn("Anything", [])).toBeNull();
  });
});

describe("text fitting", () => {
  it("keeps short text at full size and scales a longer one down to the floor, then refuses", () => {
    const short = fitText("Ada", "anton", 600, 200);
    const longer = fitText("Alexandrina", "anton", 600, 200);
    expect(short.ok && longer.ok).toBe(true);
    if (!short.ok || !longer.ok) return;
    expect(short.fontSize).toBeCloseTo(160);
    expect(longer.fontSize).toBeLessThan(short.fontSize);
    expect(longer.width).toBeLessThanOrEqual(540.0001);
    const tooLong = fitText("A very long name that cannot fit", "pacifico", 600, 200);
    expect(tooLong).toEqual({ ok: false, message: expect.stringContaining("Too long") });
    // Exactly at the floor it still fits.
    expect(MIN_FONT_SHARE).toBeGreaterThan(0);
  });
});

describe("a line's personalisation against the set-up", () => {
  const line = (text: string, font = "anton", color = "#111111") => ({
    texts: [{ fieldId: "name", text, font, color }],
  });
  it("accepts a name in an offered font and colour", () => {
    expect(personalisationProblems(TEST_SETUP, line("Ada"))).toEqual({});
  });
  it("refuses at the field: other characters, too many, a banned word, a font or colour not offered", () => {
    expect(personalisationProblems(TEST_SETUP, line("Ada1")).name).toMatch(/Not allowed here: 1/);
    expect(personalisationProblems(TEST_SETUP, line("Abcdefghijklmn")).name).toBe("At most 12 characters");
    expect(personalisationProblems(TEST_SETUP, line("so rude")).name).toMatch(/cannot be printed/);
    expect(personalisationProblems(TEST_SETUP, line("Ada", "permanent-marker")).name).toMatch(/fonts offered/);
    expect(personalisationProblems(TEST_SETUP, line("Ada", "anton", "#00ff00")).name).toMatch(/colours offered/);
  });
  it("refuses an empty personalisation and fields the set-up does not have", () => {
    expect(personalisationProblems(TEST_SETUP, line("  ")).form).toBe("Add your text or picture");
    expect(
      personalisationProblems(TEST_SETUP, { texts: [{ fieldId: "x", text: "A", font: "anton", color: "#111111" }] }).x,
    ).toBe("Unknown field");
  });
});
