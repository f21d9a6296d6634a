import { http, HttpResponse } from 'msw';
import { exercisesFixture } from '../fixtures/exercises';

export const exercisesHandlers = [
  http.get('/api/exercises', () => HttpResponse.json(exercisesFixture)),
  http.get('/api/routines/exercises', () => HttpResponse.json(exercisesFixture)),
];
