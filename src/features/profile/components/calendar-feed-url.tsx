import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';

/** The new subscription address, shown once, with a copy button. */
export function CalendarFeedUrl({ url }: { url: string }) {
  const { t } = useTranslation('profile');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('calendar.copied'));
    } catch {
      toast.error(t('calendar.copyError'));
    }
  };
  return (
    <Field.Root>
      <Field.Label>{t('calendar.urlLabel')}</Field.Label>
      <HStack width="full" gap="2" align="stretch" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
        <Input readOnly value={url} fontFamily="mono" fontSize="sm" onFocus={(e) => e.currentTarget.select()} />
        <Button variant="outline" onClick={() => void copy()} flexShrink={0}>
          <Copy aria-hidden />
          {t('calendar.copy')}
        </Button>
      </HStack>
      <Field.HelperText>
        <Text as="span">{t('calendar.urlOnce')}</Text>
      </Field.HelperText>
    </Field.Root>
  );
}
