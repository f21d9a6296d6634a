import { InputGroup } from '@chakra-ui/react';
import { cloneElement, type ReactElement } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import type { SetFields } from '../set-form';
import { kgText, PlateCalculatorButton } from './plate-calculator-button';
import { useOffersPlates, useReportTypedKg } from './warmup-scope';

export interface KgPlateFieldProps {
  field: keyof SetFields;
  /** The set's number. */
  n: number;
  control: Control<SetFields>;
  setValue: UseFormSetValue<SetFields>;
  /** The field's input. */
  children: ReactElement<{ pe?: string }>;
}

function KgWithPlates({ n, control, setValue, children }: Omit<KgPlateFieldProps, 'field'>) {
  const kg = useWatch({ control, name: 'kg' });
  useReportTypedKg(n, kg);
  const use = (value: number) => setValue('kg', kgText(value), { shouldDirty: true, shouldValidate: true });
  return (
    <InputGroup
      endElement={<PlateCalculatorButton n={n} value={kg} onUse={use} />}
      endElementProps={{ px: '0.5' }}
      endOffset="0.75rem"
    >
      {/* Room for the button: the input's own padding would cover it. */}
      {cloneElement(children, { pe: '8' })}
    </InputGroup>
  );
}

/** The kg input of an exercise with no bar: it only tells its exercise what is typed. */
function KgOnly({ n, control, children }: Omit<KgPlateFieldProps, 'field' | 'setValue'>) {
  const kg = useWatch({ control, name: 'kg' });
  useReportTypedKg(n, kg);
  return children;
}

/**
 * A set row's input: the kg one of a barbell exercise gets the plate calculator's button beside it;
 * the others stay as they are.
 */
export function KgPlateField({ field, ...props }: KgPlateFieldProps) {
  const plates = useOffersPlates();
  if (field !== 'kg') return props.children;
  return plates ? <KgWithPlates {...props} /> : <KgOnly {...props} />;
}
