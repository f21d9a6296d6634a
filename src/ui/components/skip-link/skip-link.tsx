import { Link } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of the page's main area, where the skip link leads. */
export const MAIN_CONTENT_ID = 'contenido';

/**
 * Moves the focus to the main area itself rather than leaving it to the hash: the address stays
 * as it is (no history entry, no reload under a `<base>` element or an embedding frame).
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView({ block: 'start' });
}

/** "Saltar al contenido": off screen until the keyboard reaches it, then shown in the corner. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skipToMain}
      position="absolute"
      left="-9999px"
      _focus={{ left: '4', top: '4', zIndex: 'toast', bg: 'bg', p: '2', borderRadius: 'md' }}
    >
      {t('skipToContent')}
    </Link>
  );
}
