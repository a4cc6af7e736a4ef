// useBodyErrorsWithoutEcho: a body that is not JSON is refused without quoting it back.
import { describe, expect, it } from 'vitest';
import { type BodyErrorsWithoutEchoOptions, useBodyErrorsWithoutEcho } from '../../../../src/transport/plugins/use-body-errors-without-echo.js';
import { specYoga } from './spec-yoga.js';

const options: BodyErrorsWithoutEchoOptions = {};

const sendBroken = (yoga: ReturnType<typeof specYoga>) =>
  yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": "SECRET-TOKEN-abc' });

describe('useBodyErrorsWithoutEcho', () => {
  it('answers BAD_REQUEST without any of the body', async () => {
    const response = await sendBroken(specYoga([useBodyErrorsWithoutEcho(options)]));
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(JSON.parse(text).errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(text).toContain('The request body could not be parsed.');
    expect(text).not.toContain('SECRET-TOKEN');
  });

  it('is what removes the echo: without it the parser quotes the body', async () => {
    const text = await (await sendBroken(specYoga([]))).text();
    expect(text).toContain('SECRET-TOKEN');
  });
});
