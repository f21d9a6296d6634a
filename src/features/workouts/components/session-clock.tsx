import { Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { elapsedClock } from '../rest-timer';

/** Time since the session started ("Llevas 42:05"), once a second; plain text (the rest is the page's timer). */
export function SessionClock({ since, now: fixed }: { since: string; now?: number }) {
  const { t } = useTranslation('workouts');
  const [now, setNow] = useState(() => fixed ?? Date.now());
  useEffect(() => {
    if (fixed !== undefined) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [fixed]);
  const time = elapsedClock((now - Date.parse(since)) / 1000);
  return (
    <Text fontVariantNumeric="tabular-nums" color="fg.muted" data-session-clock>
      {t('timer.elapsed', { time })}
    </Text>
  );
}
