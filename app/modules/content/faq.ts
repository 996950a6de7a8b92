// The FAQ page's ten questions and answers, built from the store's policy figures.
import { policy } from "./policy";

export type FaqItem = { question: string; answer: string };

export const faqItems: FaqItem[] = [
  {
    question: "How long will my order take to arrive?",
    answer: `Every piece is printed to order, which takes ${policy.processing}. Shipping then takes ${policy.domesticDelivery} within the US and ${policy.internationalDelivery} internationally.`,
  },
  {
    question: "How much does shipping cost?",
    answer: `Standard shipping is a flat ${policy.flatShipping} per order. During our free-shipping drops, orders over ${policy.freeShippingOver} ship free.`,
  },
  {
    question: "Do you ship internationally?",
    answer: `Yes, we ship worldwide. International orders arrive in ${policy.internationalDelivery} after they ship. Import duties and taxes are paid by the recipient.`,
  },
  {
    question: "How do I track my order?",
    answer:
      "We email you a tracking number as soon as your order ships. If you have an account, you can also see the status and tracking number of every order under My Orders.",
  },
  {
    question: "Can I cancel or change my order?",
    answer: `Yes, within ${policy.changeWindow} of placing it, before it goes to print. Contact us with your order number, or cancel it yourself from My Orders.`,
  },
  {
    question: "What is your return policy?",
    answer: `You can return unworn, unwashed items within ${policy.returnWindow} of delivery. Start a return from My Orders or send us a message and we'll walk you through it.`,
  },
  {
    question: "When will I get my refund?",
    answer: `Refunds go back to your original payment method within ${policy.refundTime} after we receive your return or approve your request.`,
  },
  {
    question: "My order arrived damaged or misprinted. What should I do?",
    answer: `So sorry about that! Send us a photo within ${policy.damageReportWindow} of delivery and we'll send a free replacement or a full refund. No need to return the item.`,
  },
  {
    question: "How do your sizes fit?",
    answer:
      "Our tees and hoodies are unisex and fit true to size with a relaxed streetwear cut. Love an oversized look? Go one size up. Each product page lists its material and specifications.",
  },
  {
    question: "How can I contact you?",
    answer: `Use the form on our Contact page or email us. Our team replies within ${policy.supportReply}, Monday to Friday.`,
  },
];
