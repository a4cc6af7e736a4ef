// Metric label values for operation names, from a bounded set. A name is client-chosen text:
// labelling every distinct name kept a time series (and its memory) per name forever, so one
// caller sending unique names could grow /metrics without bound. Only well-formed GraphQL
// names of reasonable length get their own label, and only the first `maxNames` of them; every
// other name is counted under OTHER_OPERATION.

const OTHER_OPERATION = 'other';
/** Longest name that gets its own label. */
const MAX_OPERATION_NAME_LENGTH = 64;
const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

export class OperationLabels {
  private readonly known = new Set<string>();

  constructor(private readonly maxNames: number) {}

  /** The label for an operation name (`anonymous` for unnamed operations). */
  label(name: string): string {
    if (this.known.has(name)) return name;
    if (name.length > MAX_OPERATION_NAME_LENGTH || !GRAPHQL_NAME.test(name)) return OTHER_OPERATION;
    if (this.known.size >= this.maxNames) return OTHER_OPERATION;
    this.known.add(name);
    return name;
  }
}

/** A name cut to a length fit for a log line. */
export const loggableName = (name: string): string =>
  name.length > MAX_OPERATION_NAME_LENGTH ? `${name.slice(0, MAX_OPERATION_NAME_LENGTH)}…` : name;
