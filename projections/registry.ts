import type { Projection } from './projection.ts';
import { catalogProjection } from './catalog/projector.ts';
import { equivalencesProjection } from './equivalences/projector.ts';
import { countriesProjection } from './countries/projector.ts';
import { classifyProjection } from './classify/projector.ts';
import { accountsProjection } from './accounts/projector.ts';

/** Every PostgreSQL projection the projector runs, in the order they are fed. */
export const projections: Projection[] = [
  catalogProjection,
  equivalencesProjection,
  countriesProjection,
  classifyProjection,
  accountsProjection,
];

export const findProjection = (name: string) => projections.find((p) => p.name === name);
