// Demo catalogue: tote bags.
import type { DemoProduct } from "../demo-catalogue";

const care = "Machine wash cold on a gentle cycle, inside out. Hang to dry. Iron on reverse if needed.";
const oneSize = ["One Size"];

export const totes: DemoProduct[] = [
  {
    handle: "emotional-support-tote",
    name: "Emotional Support Tote",
    description: "Holds your laptop, your snacks and your emotional baggage. Heavy canvas, long handles, no judgement.",
    category: "totes",
    basePrice: 2200,
    sizes: oneSize,
    colors: ["White", "Black", "Green"],
    material: "100% cotton canvas, 340 g/m²",
    features: ["Heavy canvas body", "Long shoulder handles", "Inside zip pocket", "Fits a 15-inch laptop"],
    specifications: { Dimensions: '15" × 16" × 4"', Handles: '25" drop', "Print method": "Screen print" },
    careInstructions: care,
    daysAgo: 7,
    views: ["front", "back", "detail"],
    print: { lines: ["EMOTIONAL", "SUPPORT"], glyph: "heart" },
    unavailable: ["One Size/Green"],
  },
  {
    handle: "farmers-market-era-tote",
    name: "Farmers Market Era Tote",
    description: "Sourdough, flowers, a tiny overpriced jam. Everything a Saturday needs fits in here.",
    category: "totes",
    basePrice: 1800,
    sizes: oneSize,
    colors: ["White", "Yellow", "Sage"],
    material: "100% organic cotton canvas",
    features: ["Organic cotton", "Flat bottom gusset", "Reinforced handle stitching"],
    specifications: { Dimensions: '15" × 15" × 3"', Handles: '22" drop', "Print method": "Direct-to-garment (DTG)" },
    careInstructions: care,
    daysAgo: 15,
    views: ["front", "detail"],
    print: { lines: ["MARKET", "ERA"], glyph: "flower" },
  },
  {
    handle: "thrift-haul-tote",
    name: "Thrift Haul Tote",
    description:
      "Built for the big haul. An oversized tote with a boxy base for every vintage find you definitely needed.",
    category: "totes",
    basePrice: 2400,
    sizes: oneSize,
    colors: ["Black", "Purple", "Blue"],
    material: "100% recycled cotton canvas",
    features: ["Oversized, boxy base", "Recycled canvas", "Magnetic snap closure", "Inside slip pocket"],
    specifications: { Dimensions: '18" × 15" × 6"', Handles: '24" drop', "Print method": "Screen print" },
    careInstructions: care,
    daysAgo: 30,
    views: ["front", "back", "side", "detail"],
    print: { lines: ["THRIFT", "HAUL"], glyph: "sparkle" },
  },
];
