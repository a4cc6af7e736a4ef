// The scope check at the entry of every GraphQL operation (SPEC §12): each root field the
// operation selects must be open to the caller (auth/scopes.ts `mayRun`); otherwise nothing of
// it runs and it answers one FORBIDDEN error per refused field. Today only the worker scope is
// narrower than its tenant: a worker credential runs the LLM request operations and nothing
// else. One hook for HTTP, SSE and WebSocket alike (the bridge runs this Envelop pipeline).
import { Kind, getOperationAST, type DocumentNode, type ExecutionResult, type SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Identity } from '../../auth/identity.js';
import { mayRun, workerForbidden } from '../../auth/scopes.js';

export interface OperationScopesOptions {
  /** The caller of an operation, from its context; undefined: unknown (nothing to check). */
  identityOf(context: unknown): Identity | undefined;
}

/** The root fields an operation selects, through fragments and inline fragments, in order. */
function rootFields(document: DocumentNode, operationName: string | null | undefined): string[] {
  const operation = getOperationAST(document, operationName);
  if (!operation) return [];
  const fragments = new Map<string, SelectionSetNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition.selectionSet);
  }
  const names = new Set<string>();
  const visited = new Set<string>();
  const collect = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet);
      else if (!visited.has(selection.name.value)) {
        visited.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) collect(fragment);
      }
    }
  };
  collect(operation.selectionSet);
  return [...names];
}

/** FORBIDDEN errors for the root fields `identity` may not run (none: the operation may run). */
function refusals(identity: Identity | undefined, document: DocumentNode, operationName: string | null | undefined): ExecutionResult | null {
  // Only a narrowed credential is checked: everyone else runs every field (confined to its tenant).
  if (!identity?.worker) return null;
  const refused = rootFields(document, operationName).filter((field) => !mayRun(identity, field));
  return refused.length === 0 ? null : { errors: refused.map((field) => workerForbidden(field)) };
}

export function useOperationScopes(options: OperationScopesOptions): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const refused = refusals(options.identityOf(args.contextValue), args.document, args.operationName);
      if (refused) setResultAndStopExecution(refused);
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refused = refusals(options.identityOf(args.contextValue), args.document, args.operationName);
      if (refused) setResultAndStopExecution(refused);
    },
  };
}
