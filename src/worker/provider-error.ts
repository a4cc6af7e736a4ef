// What a failed provider call is reduced to: settled FAILED, after which the service retries.

export class ProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'rate_limited' | 'server' | 'client' | 'timeout' | 'connection',
    readonly status: number | null,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
