import { Alert, List } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isFormWide, type FormMessage } from '../routine-form';

/** The messages of a refused save (docs/PRODUCT.md §5), listed above the form. */
export function RoutineFormErrors({ messages }: { messages: readonly FormMessage[] }) {
  const { t } = useTranslation('routines');
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('form.errorsTitle')}</Alert.Title>
        <Alert.Description>
          <List.Root ps="4">
            {messages.map((m) => (
              <List.Item key={isFormWide(m) ? m.key : `${m.key}-${m.number}`}>
                {isFormWide(m) ? t(m.key) : t(m.key, m)}
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
