/**
 * Generated image sizes by collection: the size a layout shows the image at, so `?w=` variants only scale down.
 * The size is written into the URL (`/media/{collection}/{name}.{width}x{height}.webp`), so clients know it without a request.
 *
 * | collection    | size       | used for                                                            |
 * |---------------|------------|---------------------------------------------------------------------|
 * | destinations  | 1200×900   | destination main_img (cards, drawers, detail), default destination   |
 * | events        | 1200×900   | event main_img, default event image                                  |
 * | tips          | 1200×900   | tip main_img                                                         |
 * | itineraries   | 1200×900   | itinerary main_img                                                   |
 * | headers       | 2000×1000  | every header image and hero slide (member-area §9: header 2000×1000) |
 * | gallery       | 1000×1000  | destination gallery photos (member-area §9: gallery 1000×1000)       |
 * | news          | 1200×800   | news main_img / image_url, default post image                        |
 * | towns         | 1200×800   | town main_image_url, valleys slider                                  |
 * | experiences   | 1200×800   | experience main_image_url                                            |
 * | categories    | 1200×800   | destination category main_image_url                                  |
 * | features      | 1200×800   | nav hover-panel featured blocks                                      |
 * | blocks        | 1600×900   | content-block images (image, media, cta, slides, images, galleries)  |
 * | ads           | 600×400    | ad slots (fp_ad, fc_ad, featured_ad)                                 |
 * | avatars       | 400×400    | member avatars (users.img)                                           |
 * | logos         | 400×400    | partner and business logos                                           |
 */
export const MEDIA_SIZES = {
  destinations: { width: 1200, height: 900 },
  events: { width: 1200, height: 900 },
  tips: { width: 1200, height: 900 },
  itineraries: { width: 1200, height: 900 },
  headers: { width: 2000, height: 1000 },
  gallery: { width: 1000, height: 1000 },
  news: { width: 1200, height: 800 },
  towns: { width: 1200, height: 800 },
  experiences: { width: 1200, height: 800 },
  categories: { width: 1200, height: 800 },
  features: { width: 1200, height: 800 },
  blocks: { width: 1600, height: 900 },
  ads: { width: 600, height: 400 },
  avatars: { width: 400, height: 400 },
  logos: { width: 400, height: 400 },
} as const satisfies Record<string, { width: number; height: number }>;

export type MediaCollection = keyof typeof MEDIA_SIZES;

export const isMediaCollection = (name: string): name is MediaCollection => Object.hasOwn(MEDIA_SIZES, name);

/** WebP quality of generated images and their resized variants. */
export const WEBP_QUALITY = 72;
