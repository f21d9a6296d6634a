import { describe, expect, it } from 'vitest';
import { answeredFeedbackFixture, feedbackFixture } from '../../testing/handlers/feedback';
import { makeWorkout, savedSet } from '../../testing/handlers/workouts';
import { answeredCount, musclesOfSession, musclesToAsk, shownAnswers, withAnswer } from './feedback-model';
import type { PendingEntry, PendingFeedback } from '../../entities/workouts/set-queue';

const queued = (musculos: PendingFeedback['feedback']['musculos']): PendingFeedback => ({
  kind: 'feedback',
  id: 'feedback:41',
  workoutId: 41,
  feedback: { musculos },
  status: 'pending',
  attempts: 0,
});

describe('the session feedback as shown and sent', () => {
  it('shows the queued answers over the server ones', () => {
    const answers = shownAnswers(answeredFeedbackFixture(), queued([{ grupo_muscular_id: 2, bombeo: 1 }]));
    expect(answers[2]).toMatchObject({ bombeo: 1 });
    expect(answers[12]).toBeUndefined();
    expect(answeredCount(shownAnswers(answeredFeedbackFixture()))).toBe(2);
  });

  it('sends every answered muscle with the new answer, and leaves out one with none left', () => {
    const answers = shownAnswers(answeredFeedbackFixture());
    const body = withAnswer(answers, 2, { carga: 'facil' });
    expect(body.musculos.map((m) => m.grupo_muscular_id).sort((a, b) => a - b)).toEqual([1, 2, 12]);
    expect(body.musculos.find((m) => m.grupo_muscular_id === 2)).toMatchObject({ carga: 'facil' });
    // A muscle first answered here carries every question, null where not answered.
    const first = withAnswer(shownAnswers(feedbackFixture(), queued([])), 1, { agujetas: 3 });
    expect(first.musculos).toEqual([
      { grupo_muscular_id: 1, bombeo: null, agujetas: 3, dolor: null, articulacion: null, carga: null },
    ]);
    const taken = withAnswer(shownAnswers(feedbackFixture()), 1, { bombeo: null });
    expect(taken.musculos).toEqual([]);
  });

  it('which joint goes with a joint pain answer: kept while it hurts, dropped when the pain is taken back', () => {
    const answers = shownAnswers(answeredFeedbackFixture());
    expect(answers[1]).toMatchObject({ dolor: 'algo', articulacion: 'hombro' });
    const knee = withAnswer(answers, 12, { dolor: 'me_paro', articulacion: 'rodilla' });
    expect(knee.musculos.find((m) => m.grupo_muscular_id === 12)).toMatchObject({
      dolor: 'me_paro',
      articulacion: 'rodilla',
    });
    const none = withAnswer(answers, 1, { dolor: 'ninguno' });
    expect(none.musculos.find((m) => m.grupo_muscular_id === 1)).toMatchObject({
      dolor: 'ninguno',
      articulacion: null,
    });
    const taken = withAnswer(answers, 1, { dolor: null });
    expect(taken.musculos.find((m) => m.grupo_muscular_id === 1)).toMatchObject({ dolor: null, articulacion: null });
  });

  it('offline, the muscles come from the session itself (worked, not skipped, once each, in order)', () => {
    const w = makeWorkout();
    const [a, b, c] = w.ejercicios;
    const work = (id: string, exercise: number) => savedSet(id, exercise, 1, 8, 20);
    const session = {
      ...w,
      ejercicios: [
        { ...a!, series: [work('s1', a!.id)], grupo_valorado: { id: 12, nombre: 'Cuádriceps' } },
        { ...b!, series: [work('s2', b!.id)], grupo_valorado: { id: 1, nombre: 'Pecho' } },
        { ...c!, series: [work('s3', c!.id)], grupo_valorado: { id: 12, nombre: 'Cuádriceps' } },
        { ...c!, id: 99, omitido: true, series: [work('s4', 99)], grupo_valorado: { id: 2, nombre: 'Espalda' } },
        { ...c!, id: 98, series: [work('s5', 98)], grupo_valorado: undefined },
      ],
    };
    expect(musclesOfSession(session)).toEqual([
      { id: 12, nombre: 'Cuádriceps' },
      { id: 1, nombre: 'Pecho' },
    ]);
    expect(shownAnswers(undefined)).toEqual({});
  });

  it('offline, an exercise counts once it has a work set, on the server or still in the outbox', () => {
    const w = makeWorkout();
    const [a, b, c] = w.ejercicios;
    const session = {
      ...w,
      ejercicios: [
        // Warmed up only: not worked.
        {
          ...a!,
          series: [savedSet('w1', a!.id, 1, 10, 20, 'calentamiento')],
          grupo_valorado: { id: 12, nombre: 'Cuádriceps' },
        },
        // Not begun on the server, a set waiting in the outbox.
        { ...b!, series: [], grupo_valorado: { id: 1, nombre: 'Pecho' } },
        // Its only set deleted on this device.
        { ...c!, series: [savedSet('d1', c!.id, 1, 8, 20)], grupo_valorado: { id: 2, nombre: 'Espalda' } },
      ],
    };
    const entries: PendingEntry[] = [
      {
        kind: 'set',
        id: 'p1',
        workoutId: w.id,
        set: { ejercicio_sesion_id: b!.id, orden: 1, medida: 'repeticiones', repeticiones: 8 },
        status: 'pending',
        attempts: 0,
      },
      {
        kind: 'setDelete',
        id: 'd1',
        workoutId: w.id,
        set: { ejercicio_sesion_id: c!.id, orden: 1, medida: 'repeticiones' },
        status: 'pending',
        attempts: 0,
      },
    ];
    expect(musclesOfSession(session)).toEqual([{ id: 2, nombre: 'Espalda' }]);
    expect(musclesOfSession(session, entries)).toEqual([{ id: 1, nombre: 'Pecho' }]);
  });

  it('asks about the trained muscles, and about another one only once answered', () => {
    const server = feedbackFixture(41, [
      { ...feedbackFixture().musculos[0]!, entrenado: true },
      { ...feedbackFixture().musculos[1]!, entrenado: false },
    ]);
    expect(musclesToAsk(server, shownAnswers(server)).map((m) => m.nombre)).toEqual(['Cuádriceps']);
    const answered = shownAnswers(server, queued([{ grupo_muscular_id: 1, dolor: 'algo' }]));
    expect(musclesToAsk(server, answered).map((m) => m.nombre)).toEqual(['Cuádriceps', 'Pecho']);
  });
});
