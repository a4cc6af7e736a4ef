// The per-operation GraphQL context.
import type { ServiceDeps } from '../services/deps.js';

export interface GraphQLContext {
  deps: ServiceDeps;
}
