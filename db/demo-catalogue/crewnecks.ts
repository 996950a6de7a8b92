// Demo catalogue: crewneck sweatshirts.
import type { DemoProduct } from "../demo-catalogue";

const care = "Machine wash cold, inside out, with like colours. Tumble dry low. Do not iron on the print.";
const fleece = "80% ring-spun cotton, 20% polyester fleece";

export const crewnecks: DemoProduct[] = [
  {
    handle: "soft-era-crewneck",
    name: "In My Soft Era Crewneck",
    description:
      "A new era, softer than the last. Brushed fleece, a relaxed crew neck and a tiny heart that does a lot of talking.",
    category: "crewnecks",
    basePrice: 4800,
    sizes: ["XS", "S", "M", "L", "XL", "XXL"],
    colors: ["Pink", "White", "Blue"],
    material: fleece,
    features: ["Relaxed fit", "Brushed fleece interior", "Ribbed collar, cuffs and hem", "Embroidered-look print"],
    specifications: { Fit: "Relaxed", Weight: "280 g/m² (8.3 oz)", "Print method": "Direct-to-garment (DTG)" },
    careInstructions: care,
    daysAgo: 3,
    views: ["front", "back", "detail"],
    print: { lines: ["SOFT", "ERA"], glyph: "heart" },
    unavailable: ["XXL/White"],
    surcharge: { XXL: 200 },
  },
  {
    handle: "lowkey-legend-crewneck",
    name: "Lowkey Legend Crewneck",
    description:
      "Quietly iconic. A clean crewneck with a small chest print and a big back print for the ones who notice.",
    category: "crewnecks",
    basePrice: 4400,
    sizes: ["S", "M", "L", "XL", "XXL"],
    colors: ["Gray", "Black", "Green"],
    material: fleece,
    features: ["Classic fit", "Chest and back prints", "Side-seamed body", "Twill neck tape"],
    specifications: { Fit: "Classic", Weight: "270 g/m² (8 oz)", "Print method": "Screen print" },
    careInstructions: care,
    daysAgo: 12,
    views: ["front", "back", "side"],
    print: { lines: ["LOWKEY", "LEGEND"], glyph: "star" },
    surcharge: { XXL: 300 },
  },
  {
    handle: "good-vibes-only-crewneck",
    name: "Good Vibes Only Crewneck",
    description:
      "Sunshine you can wear. A cheerful crewneck in buttery tones with a smiley that refuses to have a bad day.",
    category: "crewnecks",
    basePrice: 4200,
    sizes: ["XS", "S", "M", "L", "XL"],
    colors: ["Yellow", "White", "Cream"],
    material: "50% cotton, 50% polyester fleece",
    features: ["Regular fit", "Smiley chest print", "Ribbed cuffs and hem"],
    specifications: { Fit: "Regular", Weight: "250 g/m² (7.4 oz)", "Print method": "Direct-to-garment (DTG)" },
    careInstructions: care,
    daysAgo: 19,
    views: ["front", "detail"],
    print: { lines: ["GOOD VIBES", "ONLY"], glyph: "smiley" },
    unavailable: ["XS/Cream"],
  },
  {
    handle: "stormchaser-crewneck",
    name: "Stormchaser Crewneck",
    description:
      "For the moody forecast in all of us. Heavyweight, slightly oversized, with a lightning bolt that means business.",
    category: "crewnecks",
    basePrice: 5200,
    sizes: ["S", "M", "L", "XL", "XXL"],
    colors: ["Storm", "Gray", "Black"],
    material: "100% cotton heavyweight fleece",
    features: ["Slightly oversized fit", "Heavyweight fleece", "Dropped shoulders", "Bolt print front and back"],
    specifications: { Fit: "Oversized", Weight: "350 g/m² (10.3 oz)", "Print method": "Screen print" },
    careInstructions: care,
    daysAgo: 27,
    views: ["front", "back", "side", "detail"],
    print: { lines: ["STORM", "CHASER"], glyph: "bolt" },
    unavailable: ["S/Black"],
    surcharge: { XXL: 300 },
  },
];
