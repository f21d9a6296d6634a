import idsWithPhotos from './exercise-photo-ids.json';

/**
 * Exercise photos: the start and end position of catalogue exercises, from free-exercise-db (public
 * domain). server/db/seed/data/photos.json records which entry of that data set shows each of our
 * exercises; scripts/make-exercise-photos.ts makes the WebP files under
 * src/app/public/exercise-photos/<id>/<position>-<width>.webp and lists their ids in
 * exercise-photo-ids.json, so the client knows from a catalogue id alone (a routine's or a
 * session's exercise) whether it has photos, without asking the server.
 */
export const PHOTO_DIR = '/exercise-photos';
/** The thumbnail (cards, rows) and the detail, in CSS pixels of width; the photos are 3:2. */
export const PHOTO_WIDTHS = [160, 480] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];
export const PHOTO_HEIGHT: Record<PhotoWidth, number> = { 160: 107, 480: 320 };

const withPhotos = new Set<number>(idsWithPhotos);

/** The photo of catalogue exercise `id` in `position` (0 start, 1 end) at `width`. */
export function photoUrl(id: number, position: 0 | 1, width: PhotoWidth): string {
  return `${PHOTO_DIR}/${id}/${position}-${width}.webp`;
}

/** The catalogue API's `imagenes`: the detail-size start and end photos, [] when it has none. */
export function exerciseImages(id: number): string[] {
  return withPhotos.has(id) ? [photoUrl(id, 0, 480), photoUrl(id, 1, 480)] : [];
}

/** The same photo at another width (an `imagenes` URL to its thumbnail, for one). */
export function atWidth(url: string, width: PhotoWidth): string {
  return url.replace(/-\d+\.webp$/, `-${width}.webp`);
}
