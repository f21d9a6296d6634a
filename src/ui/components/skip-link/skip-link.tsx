import { Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The id of the page's main area, where the skip link leads. */
export const MAIN_CONTENT_ID = 'contenido';

/** "Saltar al contenido": off screen until the keyboard reaches it, then shown in the corner. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      position="absolute"
      left="-9999px"
      _focus={{ left: '4', top: '4', zIndex: 'toast', bg: 'bg', p: '2', borderRadius: 'md' }}
    >
      {t('skipToContent')}
    </Link>
  );
}
