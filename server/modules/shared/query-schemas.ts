/** The query schemas live in ./schemas.ts; this re-export goes once every import names that file. */
export { optionalIntQuery, MAX_PAGE_SIZE, pageCount, paginationQuery, positiveIntText } from './schemas';
