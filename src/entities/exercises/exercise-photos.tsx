import { Box, Image, SimpleGrid } from '@chakra-ui/react';
import { Dumbbell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { atWidth, PHOTO_HEIGHT, PHOTO_WIDTHS } from '../../lib/exercise-photos';

/** Both files of one photo, so the browser takes the thumbnail or the detail as the screen needs. */
const srcSet = (url: string) => PHOTO_WIDTHS.map((w) => `${atWidth(url, w)} ${w}w`).join(', ');
const ALT_KEYS = ['start', 'end'] as const;

export interface ExerciseThumbProps {
  /** The exercise's `imagenes` (start, end); [] shows a neutral tile of the same size. */
  imagenes: readonly string[];
  nombre: string;
  /** Shown width in CSS pixels; the height follows the photos' 3:2. */
  width?: number;
  /**
   * Fill the parent's width instead (a catalogue card in the grid), still 3:2; `width` is then the
   * largest width it takes, so the browser picks the file.
   */
  fluid?: boolean;
}

/**
 * The start-position photo of an exercise, small (cards, routine rows, session cards): lazy, with
 * its size set so nothing moves when it arrives. Without photos, a tile with a dumbbell keeps the
 * rows aligned; it is decoration, hidden from assistive technology.
 */
export function ExerciseThumb({ imagenes, nombre, width = 72, fluid = false }: ExerciseThumbProps) {
  const { t } = useTranslation('photos');
  const height = Math.round((width * 2) / 3);
  const start = imagenes[0];
  const size = fluid ? { w: '100%', h: 'auto', aspectRatio: '3 / 2' } : { w: `${width}px`, h: `${height}px` };
  if (!start) {
    return (
      <Box
        aria-hidden="true"
        data-testid="exercise-thumb-empty"
        {...size}
        flexShrink={0}
        rounded="l2"
        bg="bg.muted"
        color="fg.subtle"
        display="grid"
        placeItems="center"
      >
        <Dumbbell size={fluid ? 48 : Math.round(height / 2.5)} />
      </Box>
    );
  }
  return (
    // Chakra reads `width` and `height` as styles: the child <img> keeps them as attributes.
    <Image asChild {...size} objectFit="cover" flexShrink={0} rounded="l2" bg="bg.muted">
      <img
        src={atWidth(start, PHOTO_WIDTHS[0])}
        srcSet={srcSet(start)}
        sizes={fluid ? `(min-width: 48em) ${width}px, 100vw` : `${width}px`}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        alt={t('start', { name: nombre })}
      />
    </Image>
  );
}

export interface ExercisePhotoPairProps {
  imagenes: readonly string[];
  nombre: string;
}

/** The start and end photos side by side (an exercise's detail); nothing when it has none. */
export function ExercisePhotoPair({ imagenes, nombre }: ExercisePhotoPairProps) {
  const { t } = useTranslation('photos');
  if (imagenes.length === 0) return null;
  const detail = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;
  return (
    <SimpleGrid columns={2} gap="2">
      {imagenes.slice(0, 2).map((url, i) => (
        <Image key={url} asChild w="100%" h="auto" aspectRatio="3 / 2" rounded="l2" bg="bg.muted">
          <img
            src={atWidth(url, detail)}
            srcSet={srcSet(url)}
            sizes="(min-width: 48em) 256px, 50vw"
            width={detail}
            height={PHOTO_HEIGHT[detail]}
            loading="lazy"
            decoding="async"
            alt={t(ALT_KEYS[i]!, { name: nombre })}
          />
        </Image>
      ))}
    </SimpleGrid>
  );
}
