// Look-ahead for `session(id:)`: the arguments of the one `messages` field selected on it, so
// the session and the page's first read can be one statement (transcript.findSessionForMessages).
// Anything less plain — no messages field, several, a directive on it, arguments that do not
// coerce — gives null, and the fields resolve one by one as usual (errors are reported there).
import { type FieldNode, getArgumentValues, type GraphQLResolveInfo, isObjectType, Kind, type SelectionSetNode } from 'graphql';

export function messagesArgsOf(info: GraphQLResolveInfo): Record<string, unknown> | null {
  const sessionType = info.schema.getType('Session');
  const fieldDef = isObjectType(sessionType) ? sessionType.getFields().messages : undefined;
  if (!fieldDef || info.fieldNodes.length !== 1) return null;
  const found: FieldNode[] = [];
  if (!collect(info, info.fieldNodes[0]!.selectionSet, found, 0) || found.length !== 1) return null;
  const node = found[0]!;
  if (node.directives?.length) return null;
  try {
    return getArgumentValues(fieldDef, node, info.variableValues);
  } catch {
    return null;
  }
}

/** Adds the `messages` fields of a selection set; false when it cannot tell (a conditional fragment). */
function collect(info: GraphQLResolveInfo, set: SelectionSetNode | undefined, found: FieldNode[], depth: number): boolean {
  if (!set || depth > 8) return set === undefined;
  for (const selection of set.selections) {
    if (selection.directives?.length) {
      if (selection.kind !== Kind.FIELD || selection.name.value === 'messages') return false;
      continue;
    }
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === 'messages') found.push(selection);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (!collect(info, selection.selectionSet, found, depth + 1)) return false;
    } else {
      const fragment = info.fragments[selection.name.value];
      if (!fragment || !collect(info, fragment.selectionSet, found, depth + 1)) return false;
    }
  }
  return true;
}
