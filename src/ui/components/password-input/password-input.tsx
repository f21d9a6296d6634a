import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  /** The `<input>` itself (react-hook-form's `register`). */
  ref?: Ref<HTMLInputElement>;
  /** Start with the password visible (stories, tests). */
  defaultVisible?: boolean;
}

/** A password field with a show/hide toggle that keeps its own accessible name and state. */
export function PasswordInput({ defaultVisible = false, ref, ...props }: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(defaultVisible);
  const label = visible ? t('password.hide') : t('password.show');
  return (
    <InputGroup
      endElement={
        <IconButton
          aria-label={label}
          title={label}
          aria-pressed={visible}
          variant="ghost"
          size="sm"
          me="-2"
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
        </IconButton>
      }
    >
      <Input ref={ref} type={visible ? 'text' : 'password'} autoComplete="current-password" {...props} />
    </InputGroup>
  );
}
