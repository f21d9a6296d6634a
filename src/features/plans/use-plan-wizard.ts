import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from '../../lib/zod';
import { planPath, useCreatePlanMutation } from '../../entities/plans/api';
import { errorMessage } from '../../lib/api';
import { planWizardSchema, toPlanInput, WIZARD_DEFAULTS, WIZARD_STEPS, type PlanWizardValues } from './wizard';

type PlanWizardOutput = z.output<typeof planWizardSchema>;

/**
 * The wizard's state: one form over every step; "Siguiente" (or Enter) checks only the current
 * step's fields, the last step sends the plan and opens it. Should a field of an earlier step be
 * refused at the end, the wizard goes back to that step.
 */
export function usePlanWizard() {
  const form = useForm<PlanWizardValues, unknown, PlanWizardOutput>({
    resolver: zodResolver(planWizardSchema),
    defaultValues: WIZARD_DEFAULTS,
  });
  const [step, setStep] = useState(0);
  const [create, { isLoading: submitting, error, reset }] = useCreatePlanMutation();
  const navigate = useNavigate();
  const last = step === WIZARD_STEPS.length - 1;

  const next = async () => {
    if (await form.trigger([...WIZARD_STEPS[step]!.fields])) setStep(step + 1);
  };
  const back = () => {
    reset();
    setStep((s) => Math.max(0, s - 1));
  };
  const send = form.handleSubmit(
    async (values) => {
      const plan = await create(toPlanInput(values))
        .unwrap()
        .catch(() => null);
      if (plan) void navigate(planPath(plan.id));
    },
    (errors) => {
      const first = WIZARD_STEPS.findIndex((s) => s.fields.some((f) => f in errors));
      if (first >= 0) setStep(first);
    },
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (last) return send(event);
    event.preventDefault();
    return next();
  };
  /** The server's refusal as it said it; undefined when nothing failed. */
  const serverError = error ? (errorMessage(error) ?? null) : undefined;
  return { form, step, last, back, onSubmit, submitting, serverError };
}
