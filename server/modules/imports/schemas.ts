import { errorSchema } from '../shared/schemas';

/** Bodies and answers of a preview and an import come from src/lib/contract-import.ts. */
export {
  importInput,
  importPreview,
  importPreviewInput,
  importResult,
  type ImportInput,
  type ImportPreview,
} from '../../../src/lib/contract-import';

/** The `{ message }` answers (in Spanish, routes.ts `importErrorHandler`) a preview or an import may give. */
export const importErrors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  409: errorSchema,
  413: errorSchema,
  429: errorSchema,
  503: errorSchema,
};
