/**
 * The demo shop's product reviews, as WooCommerce would export them: comments of type `review` under the product
 * (ids 1300–1399, the winter sale's range, whose reviews widget shows the mug's). Written for Vitrine.
 *
 * The Speckled Stoneware Mug (127) has 23 approved reviews averaging 4.61 (16 × 5, 5 × 4, 2 × 3), close to the
 * 4.60 from 23 its CSV row carries, so the catalogue's rating order is unchanged; one review waits for
 * moderation, one is spam and one is the shop's reply: none of those is shown or counted.
 */
export interface DemoReview {
  id: number;
  productId: number;
  author: string;
  email: string;
  /** UTC, as WordPress writes `comment_date_gmt`. */
  date: string;
  content: string;
  rating: number | null;
  verified: boolean;
  approved: "1" | "0" | "spam";
  type?: string;
  parent?: number;
}

export const MUG_ID = 127;

/** The newest approved review of the mug: longer than 120 characters, so its card has "Read more". */
export const NEWEST_MUG_REVIEW =
  "I bought the speckled mug as a gift and ended up keeping it. It holds heat for ages, the glaze is even lovelier in person, and it survived a winter of daily use.";

const approved: [string, number, string, string][] = [
  ["Inès Laurent", 5, "2026-11-10 08:12:00", NEWEST_MUG_REVIEW],
  [
    "Tom Becker",
    4,
    "2026-11-02 19:40:00",
    "Solid, simple and beautiful. The handle fits two fingers comfortably.",
  ],
  [
    "Ana Ruiz",
    5,
    "2026-10-27 11:05:00",
    "Arrived beautifully packed, with a handwritten note. Ordering the teapot next.",
  ],
  [
    "Maud Girard",
    5,
    "2026-10-15 07:30:00",
    "My morning coffee tastes better in it. I can't prove that, but I'm sure.",
  ],
  [
    "Kenji Mori",
    5,
    "2026-10-03 21:18:00",
    "Heavy in a reassuring way, and the speckles are different on every side.",
  ],
  [
    "Sofia Conti",
    3,
    "2026-09-22 14:02:00",
    "Lovely glaze, but smaller than I expected: check the capacity before you buy.",
  ],
  ["Lukas Brandt", 5, "2026-09-09 09:45:00", "Second one for the office. Nobody is allowed to borrow it."],
  [
    "Chloé Martin",
    4,
    "2026-08-30 16:20:00",
    "Beautiful colour. It is dishwasher safe but I wash it by hand to keep it nice.",
  ],
  [
    "Priya Nair",
    5,
    "2026-08-14 12:10:00",
    "Perfect for tea. The rim is thin enough to be pleasant to drink from.",
  ],
  ["Oliver Grant", 5, "2026-07-31 18:55:00", "Exactly as pictured. Quick delivery too."],
  ["Hanna Lind", 5, "2026-07-12 10:33:00", "I have four now, one for each of us, and they stack neatly."],
  ["Marco Bianchi", 4, "2026-06-28 08:08:00", "Well made. I'd love a larger size for soup."],
  ["Élodie Roux", 5, "2026-06-11 17:47:00", "The speckles look like a night sky. A small daily pleasure."],
  [
    "James Whitfield",
    5,
    "2026-05-25 13:26:00",
    "Keeps coffee warm through the first email of the day, which is all I ask.",
  ],
  [
    "Nora Haddad",
    3,
    "2026-05-08 20:14:00",
    "Nice mug; one had a tiny chip, which the shop replaced without fuss.",
  ],
  [
    "Pablo Ortega",
    5,
    "2026-04-19 09:02:00",
    "Bought as a housewarming present and it was the hit of the evening.",
  ],
  [
    "Greta Vogel",
    4,
    "2026-03-30 15:37:00",
    "Good weight, good handle, good colour. Four stars only because I wanted blue.",
  ],
  [
    "Yusuf Demir",
    5,
    "2026-03-14 11:51:00",
    "The glaze is smooth inside and textured outside. Really well thought out.",
  ],
  [
    "Clara Jensen",
    5,
    "2026-02-26 07:59:00",
    "Goes with everything on our shelf. Ordering the matching bowl.",
  ],
  [
    "Samuel Okoye",
    5,
    "2026-02-07 19:09:00",
    "Third order from this shop and the quality is always the same.",
  ],
  [
    "Léa Fontaine",
    4,
    "2026-01-21 12:44:00",
    "Pretty and sturdy. Slightly warm handle when the coffee is very hot.",
  ],
  ["Aiko Tanaka", 5, "2026-01-05 16:16:00", "A lovely thing to hold on a cold morning."],
  ["Ben Carter", 5, "2025-12-18 10:27:00", "Christmas present for my mother; she uses it every day."],
];

export const DEMO_REVIEWS: DemoReview[] = [
  ...approved.map(
    ([author, rating, date, content], index): DemoReview => ({
      id: 1300 + index,
      productId: MUG_ID,
      author,
      email: `${author
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase()
        .replace(/[^a-z]+/g, ".")}@customers.example`,
      date,
      content,
      rating,
      verified: index % 3 !== 1,
      approved: "1",
    }),
  ),
  {
    id: 1330,
    productId: MUG_ID,
    author: "Waiting Reviewer",
    email: "waiting@customers.example",
    date: "2026-11-12 09:00:00",
    content: "Held for moderation: this review is not shown until the shop approves it.",
    rating: 1,
    verified: false,
    approved: "0",
  },
  {
    id: 1331,
    productId: MUG_ID,
    author: "Cheap Pills",
    email: "spam@spam.example",
    date: "2026-11-11 03:00:00",
    content: "Visit my site for discounts!!!",
    rating: 5,
    verified: false,
    approved: "spam",
  },
  {
    id: 1332,
    productId: MUG_ID,
    author: "Claire Morel",
    email: "shop@demo.vitrine.example",
    date: "2026-05-09 08:00:00",
    content: "Thank you Nora, and sorry again about the chip!",
    rating: null,
    verified: false,
    approved: "1",
    type: "review",
    parent: 1314,
  },
];
