import { Box, Button, Text, type TextProps } from '@chakra-ui/react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ClampedTextProps extends Omit<TextProps, 'children' | 'lineClamp'> {
  /** The text to fold. */
  children: string;
  /** Lines shown while folded. */
  lines?: number;
}

/**
 * A text folded to `lines` lines with "Ver más" / "Ver menos" (aria-expanded, aria-controls), the
 * button only when the text is longer than that at the current width (measured, and again when
 * the width changes).
 */
export function ClampedText({ children, lines = 3, ...text }: ClampedTextProps) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [children, lines, expanded]);

  return (
    <Box>
      <Text ref={ref} id={id} lineClamp={expanded ? undefined : lines} {...text}>
        {children}
      </Text>
      {overflows || expanded ? (
        <Button
          variant="plain"
          size="sm"
          px="0"
          h="auto"
          minH="6"
          color="brand.fg"
          fontWeight="semibold"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('actions.showLess') : t('actions.showMore')}
        </Button>
      ) : null}
    </Box>
  );
}
