/**
 * The Spanish error messages of the feedback routes (docs/coaching/feedback.md): a session's
 * feedback and readiness check, and a programme's proposed changes.
 */
export const FEEDBACK_MESSAGES = {
  unknownGroups: (ids: readonly number[]) =>
    `musculos: ${ids.length === 1 ? 'el grupo muscular' : 'los grupos musculares'} ${ids.join(', ')} no ${ids.length === 1 ? 'existe' : 'existen'}`,
  readinessFinished:
    'El entrenamiento ya terminó: la preparación se responde antes de entrenar, y lo que respondiste ya no se puede cambiar',
  planNotFound: 'Programa no encontrado',
  proposalNotFound: 'Propuesta no encontrada en este programa',
  proposalApplied: 'Ese cambio ya se aplicó al programa: no se puede rechazar',
  proposalOutdated: 'Ese cambio ya no cabe en el programa (lo cambiaste desde entonces): no se aplicó',
} as const;
