import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The tab's title while a screen is shown: "<page> · Forja", e.g. "Rutinas · Forja"; the title
 * before it comes back when the screen goes (index.html's, for a screen without one).
 */
export function useDocumentTitle(page: string | undefined) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!page) return;
    const previous = document.title;
    document.title = t('documentTitle', { page });
    return () => {
      document.title = previous;
    };
  }, [page, t]);
}
