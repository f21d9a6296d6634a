import { IconButton } from '@chakra-ui/react';
import { Bell, BellOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import {
  browserNotifications,
  notifyState,
  turnNotifyOn,
  writeNotify,
  type NotificationEnv,
} from '../rest-notification';

const EXPLAIN_MS = 10_000;

/**
 * Beside the rest timer's sound toggle: the end of the rest as a notification when the screen is
 * off. Asks for the permission only when turned on, and says why when the browser refuses.
 */
export function RestNotifyToggle({ env = browserNotifications }: { env?: NotificationEnv }) {
  const { t } = useTranslation('gym');
  const [state, setState] = useState(() => notifyState(env));
  const [asking, setAsking] = useState(false);
  const on = state === 'on';

  const toggle = async () => {
    if (on) {
      writeNotify(false, env);
      return setState('off');
    }
    setAsking(true);
    const result = await turnNotifyOn(env);
    setAsking(false);
    if (result === 'on') toast.success(t('notify.on'));
    else toast.warning(t(`notify.${result}`), { duration: EXPLAIN_MS });
    setState(result === 'dismissed' ? 'off' : result);
  };

  return (
    <IconButton
      size="lg"
      variant="ghost"
      aria-pressed={on}
      aria-label={t('notify.label')}
      title={on ? t('notify.turnOff') : state === 'off' ? t('notify.turnOn') : t(`notify.${state}`)}
      loading={asking}
      onClick={() => void toggle()}
    >
      {on ? <Bell /> : <BellOff />}
    </IconButton>
  );
}
