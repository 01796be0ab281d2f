// Payload 2.0 responses as API Gateway turns a Lambda result into HTTP.
import { describe, expect, it } from 'vitest';
import { toResponse } from './payload-v2.ts';

describe('payload 2.0 responses', () => {
  it('maps status, headers, cookies and a base64 body', () => {
    // Act
    const r = toResponse({
      ok: true,
      payload: {
        statusCode: 201,
        headers: { 'Content-Type': 'image/png', 'X-One': 'a' },
        cookies: ['s=1; HttpOnly', 't=2'],
        body: Buffer.from([1, 2, 3]).toString('base64'),
        isBase64Encoded: true,
      },
    });
    // Assess
    expect(r.status).toBe(201);
    expect(r.headers['content-type']).toBe('image/png');
    expect(r.headers['x-one']).toBe('a');
    expect(r.headers['set-cookie']!.split('\n')).toEqual(['s=1; HttpOnly', 't=2']);
    expect(r.body).toEqual(Buffer.from([1, 2, 3]));
  });

  it('answers a result without statusCode as JSON 200, and a failed invocation as 500', () => {
    // Act
    const plain = toResponse({ ok: true, payload: { hello: 'world' } });
    const failed = toResponse({ ok: false, errorType: 'Error', errorMessage: 'boom' });
    // Assess
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json');
    expect(JSON.parse(plain.body.toString())).toEqual({ hello: 'world' });
    expect(failed.status).toBe(500);
    expect(JSON.parse(failed.body.toString())).toEqual({ message: 'Internal Server Error' });
  });
});
