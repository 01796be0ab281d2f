// CloudFront's response headers policies: read from the template, and applied to a response.
import type { Stack } from '../template.ts';

/** An AWS::CloudFront::ResponseHeadersPolicy's headers: name (lower case) -> value and whether it overrides. */
export interface ResponseHeaders {
  set: { name: string; value: string; override: boolean }[];
  remove: string[];
}

export function responseHeadersPolicy(stack: Stack, id: string): ResponseHeaders {
  const [, r] = stack.byRef('AWS::CloudFront::ResponseHeadersPolicy', id);
  const c = (stack.resolve(r.Properties) as { ResponseHeadersPolicyConfig: PolicyConfig })
    .ResponseHeadersPolicyConfig;
  const s = c.SecurityHeadersConfig ?? {};
  const set: ResponseHeaders['set'] = [];
  const add = (name: string, value: string | undefined, override: boolean | undefined) => {
    if (value !== undefined) set.push({ name, value, override: override ?? false });
  };
  const csp = s.ContentSecurityPolicy;
  add('content-security-policy', csp?.ContentSecurityPolicy, csp?.Override);
  if (s.ContentTypeOptions) add('x-content-type-options', 'nosniff', s.ContentTypeOptions.Override);
  add('x-frame-options', s.FrameOptions?.FrameOption, s.FrameOptions?.Override);
  add('referrer-policy', s.ReferrerPolicy?.ReferrerPolicy, s.ReferrerPolicy?.Override);
  const hsts = s.StrictTransportSecurity;
  if (hsts)
    add(
      'strict-transport-security',
      [
        `max-age=${hsts.AccessControlMaxAgeSec}`,
        ...(hsts.IncludeSubdomains ? ['includeSubDomains'] : []),
        ...(hsts.Preload ? ['preload'] : []),
      ].join('; '),
      hsts.Override,
    );
  const xss = s.XSSProtection;
  if (xss)
    add(
      'x-xss-protection',
      !xss.Protection
        ? '0'
        : xss.ModeBlock
          ? '1; mode=block'
          : xss.ReportUri
            ? `1; report=${xss.ReportUri}`
            : '1',
      xss.Override,
    );
  for (const h of c.CustomHeadersConfig?.Items ?? [])
    add(h.Header.toLowerCase(), h.Value, h.Override);
  if (c.CorsConfig)
    throw new Error(
      'cloudfront: the rehearsal does not apply a response headers policy CorsConfig',
    );
  return {
    set,
    remove: (c.RemoveHeadersConfig?.Items ?? []).map((h) => h.Header.toLowerCase()),
  };
}

interface PolicyConfig {
  SecurityHeadersConfig?: {
    ContentSecurityPolicy?: { ContentSecurityPolicy: string; Override: boolean };
    ContentTypeOptions?: { Override: boolean };
    FrameOptions?: { FrameOption: string; Override: boolean };
    ReferrerPolicy?: { ReferrerPolicy: string; Override: boolean };
    StrictTransportSecurity?: {
      AccessControlMaxAgeSec: number;
      IncludeSubdomains?: boolean;
      Preload?: boolean;
      Override: boolean;
    };
    XSSProtection?: {
      Protection: boolean;
      ModeBlock?: boolean;
      ReportUri?: string;
      Override: boolean;
    };
  };
  CustomHeadersConfig?: { Items: { Header: string; Value: string; Override: boolean }[] };
  RemoveHeadersConfig?: { Items: { Header: string }[] };
  CorsConfig?: unknown;
}

/** A policy's headers on a response: an overriding one replaces the origin's, another only fills a gap. */
export function applyResponseHeaders(
  policy: ResponseHeaders,
  headers: Record<string, string>,
): void {
  for (const name of policy.remove) delete headers[name];
  for (const { name, value, override } of policy.set)
    if (override || headers[name] === undefined) headers[name] = value;
}
