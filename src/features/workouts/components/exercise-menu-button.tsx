import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { EllipsisVertical } from 'lucide-react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The "⋮" button: the menu's trigger, and what stands for it until the menu loads. */
export const ExerciseMenuButton = forwardRef<HTMLButtonElement, { name: string } & IconButtonProps>(
  function ExerciseMenuButton({ name, ...props }, ref) {
    const { t } = useTranslation('workouts');
    return (
      <IconButton
        ref={ref}
        variant="ghost"
        size={{ base: 'lg', md: 'md' }}
        aria-label={t('sessionEdit.menu', { name })}
        {...props}
      >
        <EllipsisVertical />
      </IconButton>
    );
  },
);
