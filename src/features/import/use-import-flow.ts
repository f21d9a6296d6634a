import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { IMPORT_MAX_BYTES, type ImportMatch, type ImportPreview, type ImportResult } from '../../lib/contract-import';
import { usePreviewImportMutation, useRunImportMutation } from './api';

export type ImportStep = 'choose' | 'match' | 'preview' | 'done';

/** A catalogue id, or null for "No importar", per exercise name of the file. */
export type Matches = Record<string, number | null>;

/** The import screen's state: file → matches → preview → result. */
export function useImportFlow() {
  const [step, setStep] = useState<ImportStep>('choose');
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [matches, setMatches] = useState<Matches>({});
  const [result, setResult] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [readPreview, previewState] = usePreviewImportMutation();
  const [runImport, importState] = useRunImportMutation();

  async function chooseFile(file: File, tooBig: string, fallback: string) {
    setError(null);
    if (file.size > IMPORT_MAX_BYTES) return setError(tooBig);
    const archivo = await file.text();
    const answer = await readPreview({ archivo });
    if ('error' in answer) return setError(errorMessage(answer.error) ?? fallback);
    setText(archivo);
    setPreview(answer.data);
    setMatches(Object.fromEntries(answer.data.ejercicios.map((e) => [e.nombre, e.propuesta])));
    setStep('match');
  }

  async function confirm(fallback: string) {
    setError(null);
    const correspondencias: ImportMatch[] = Object.entries(matches).map(([nombre, id]) => ({
      nombre,
      ejercicio_id: id,
    }));
    const answer = await runImport({ archivo: text, correspondencias });
    if ('error' in answer) return setError(errorMessage(answer.error) ?? fallback);
    setResult(answer.data);
    setStep('done');
  }

  function restart() {
    setStep('choose');
    setText('');
    setPreview(null);
    setResult(null);
    setError(null);
  }

  return {
    step,
    setStep,
    preview,
    matches,
    setMatch: (name: string, id: number | null) => setMatches((m) => ({ ...m, [name]: id })),
    result,
    error,
    reading: previewState.isLoading,
    importing: importState.isLoading,
    chooseFile,
    confirm,
    restart,
  };
}
