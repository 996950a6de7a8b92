// The store's policy figures (docs/spec.md §9), written once so every page quotes the same numbers.
export const policy = {
  processing: "2-7 business days",
  domesticDelivery: "3-7 business days",
  internationalDelivery: "7-21 business days",
  returnWindow: "30 days",
  refundTime: "5-7 business days",
  changeWindow: "24 hours",
  damageReportWindow: "7 days",
  supportReply: "24-48 hours",
  freeShippingOver: "$50",
  flatShipping: "$5.99",
  lastUpdated: "January 2025",
} as const;
