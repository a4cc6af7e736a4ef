// A value that a configuration reload replaces while the app runs.

/**
 * A consumer reads `current` at the moment of use, so it sees a reload at once. It declares
 * only the settings it reads (`Live<Pick<Config, 'x'>>`); the composition root hands it the
 * app's one live configuration, which has them all.
 */
export interface Live<T> {
  readonly current: T;
}
