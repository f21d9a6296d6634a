/**
 * The joint a feedback names (contract-feedback `jointArea`) as the reasons say it: with its
 * article ("te molestó el hombro"), and the areas of the exercise model that joint is (null for
 * another joint, which the model does not rate).
 */
import type { JointArea } from '../../../src/lib/contract-feedback';
import type { SoreArea } from '../../../src/lib/contract-plans';

export const JOINT_NAMES: Readonly<Record<JointArea, string>> = {
  hombro: 'el hombro',
  rodilla: 'la rodilla',
  zona_lumbar: 'la zona lumbar',
  muneca: 'la muñeca',
  otra: 'una articulación',
};

/** The exercise model's area for a joint answer, or null (no answer, or a joint the model does not rate). */
export const modelArea = (joint: JointArea | null | undefined): SoreArea | null =>
  joint && joint !== 'otra' ? joint : null;
