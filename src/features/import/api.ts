import { PROGRESS, WORKOUTS_LIST } from '../../entities/workouts/api';
import { api } from '../../lib/api';
import type { ImportInput, ImportPreview, ImportPreviewInput, ImportResult } from '../../lib/contract-import';

/** A Strong or Hevy export read, then imported into the training log. */
export const importApi = api.injectEndpoints({
  endpoints: (build) => ({
    previewImport: build.mutation<ImportPreview, ImportPreviewInput>({
      query: (body) => ({ url: '/imports/preview', method: 'POST', body }),
    }),
    runImport: build.mutation<ImportResult, ImportInput>({
      query: (body) => ({ url: '/imports', method: 'POST', body }),
      invalidatesTags: [WORKOUTS_LIST, PROGRESS],
    }),
  }),
});

export const { usePreviewImportMutation, useRunImportMutation } = importApi;
