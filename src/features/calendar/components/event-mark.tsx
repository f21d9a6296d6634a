import { chakra, Flex, Text } from '@chakra-ui/react';
import { CircleCheck, CircleDashed, CircleX, Moon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OccurrenceStatus } from '../marks';

const ICONS = { done: CircleCheck, missed: CircleX, planned: CircleDashed, rest: Moon } as const;

/**
 * An occurrence's face in the calendar: an icon per status (not colour alone) before the
 * routine's name, and the status in words for screen readers.
 */
export function EventMark({
  title,
  status,
  titleClass,
}: {
  title: string;
  status: OccurrenceStatus;
  titleClass: string;
}) {
  const { t } = useTranslation('calendar');
  const Icon = ICONS[status];
  return (
    <chakra.span display="inline-flex" alignItems="center" gap="1" minW="0" data-status={status}>
      <Icon aria-hidden size={14} strokeWidth={2.5} style={{ flexShrink: 0 }} />
      <span className={titleClass} data-event-title="">
        {title}
      </span>
      <chakra.span srOnly>{t(`status.${status}`)}</chakra.span>
    </chakra.span>
  );
}

/**
 * A rest day (sessions.ts): the moon and "Descanso" in the day, muted, so an empty day inside a
 * plan is told from a day outside any plan, and from a missed one.
 */
export function RestMark() {
  const { t } = useTranslation('calendar');
  return (
    <chakra.span display="inline-flex" alignItems="center" gap="0.5" minW="0" color="fg.muted" data-rest="">
      <Moon aria-hidden size={12} style={{ flexShrink: 0 }} />
      {/* A phone's day is a few letters wide: the moon alone there (the legend says what it means). */}
      <chakra.span textStyle="xs" truncate aria-hidden hideBelow="sm">
        {t('rest')}
      </chakra.span>
      <chakra.span srOnly>{t('rest')}</chakra.span>
    </chakra.span>
  );
}

/** What each mark means, under the full calendar. */
export function MarksLegend() {
  const { t } = useTranslation('calendar');
  return (
    <Flex as="ul" aria-label={t('legend.label')} gap="5" wrap="wrap" mt="3" p="0" listStyleType="none" textStyle="sm">
      {(['done', 'missed', 'planned', 'rest'] as const).map((status) => {
        const Icon = ICONS[status];
        return (
          <Flex as="li" key={status} align="center" gap="1.5">
            <Icon aria-hidden size={16} />
            <Text as="span">{t(`legend.${status}`)}</Text>
          </Flex>
        );
      })}
    </Flex>
  );
}
