import { readStoredToken } from './session';

/** The file name a `Content-Disposition: attachment; filename="..."` header gives, if any. */
export function attachmentName(header: string | null): string | null {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? null;
}

/**
 * Saves an authenticated API answer as a file, named as the server's Content-Disposition says
 * (`fallbackName` otherwise). A plain fetch with the Authorization header: a file does not belong
 * in the Redux cache, and a link cannot carry the header.
 */
export async function downloadAttachment(path: string, fallbackName: string): Promise<void> {
  const response = await fetch(`/api/${path}`, { headers: { Authorization: readStoredToken() ?? '' } });
  if (!response.ok) throw new Error(`Download of ${path} failed with status ${response.status}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
