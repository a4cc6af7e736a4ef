// How many leaf fields (scalars and enums) one value of a field selects directly: the fields a
// turn of the event loop admits together with the object that holds them (event-loop-turns.ts).
// Fields under an abstract type's fragments are all counted (an upper bound: one value matches
// some of them); `__typename` and object fields are not (an object field is admitted on its own).
import {
  type GraphQLNamedType,
  type GraphQLResolveInfo,
  getNamedType,
  isInterfaceType,
  isLeafType,
  isObjectType,
  type SelectionSetNode,
} from 'graphql';

const counted = new WeakMap<GraphQLResolveInfo['fieldNodes'], number>();

/** Leaf fields one value of the field being resolved selects (cached per field of the operation). */
export function leafSelections(info: GraphQLResolveInfo): number {
  const known = counted.get(info.fieldNodes);
  if (known !== undefined) return known;
  const leaves = new Set<string>();
  const parent = getNamedType(info.returnType);
  for (const node of info.fieldNodes) if (node.selectionSet) collect(info, node.selectionSet, parent, leaves);
  counted.set(info.fieldNodes, leaves.size);
  return leaves.size;
}

function collect(info: GraphQLResolveInfo, selections: SelectionSetNode, parent: GraphQLNamedType | undefined, leaves: Set<string>): void {
  for (const selection of selections.selections) {
    if (selection.kind === 'Field') {
      if (!parent || !(isObjectType(parent) || isInterfaceType(parent)) || selection.name.value.startsWith('__')) continue;
      const field = parent.getFields()[selection.name.value];
      if (field && isLeafType(getNamedType(field.type))) leaves.add(`${parent.name}.${selection.alias?.value ?? selection.name.value}`);
    } else if (selection.kind === 'InlineFragment') {
      const type = selection.typeCondition ? info.schema.getType(selection.typeCondition.name.value) : parent;
      collect(info, selection.selectionSet, type, leaves);
    } else {
      const fragment = info.fragments[selection.name.value];
      if (fragment) collect(info, fragment.selectionSet, info.schema.getType(fragment.typeCondition.name.value), leaves);
    }
  }
}
