/**
 * The joint a feedback names (contract-feedback `jointArea`): the exercise model's area it is
 * (null for another joint, which the model does not rate), and that area as the reasons say it,
 * with its article ("te molestó el hombro").
 */
import type { JointArea } from '../../../src/lib/contract-feedback';
import type { SoreArea } from '../../../src/lib/contract-plans';

export const JOINT_NAMES: Readonly<Record<SoreArea, string>> = {
  hombro: 'el hombro',
  rodilla: 'la rodilla',
  zona_lumbar: 'la zona lumbar',
  muneca: 'la muñeca',
};

/** The exercise model's area for a joint answer, or null (no answer, or a joint the model does not rate). */
export const modelArea = (joint: JointArea | null | undefined): SoreArea | null =>
  joint && joint !== 'otra' ? joint : null;
