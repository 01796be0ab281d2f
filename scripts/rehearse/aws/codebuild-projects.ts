// The template's CodeBuild projects as the rehearsal runs them: S3 source asset, inline buildspec, image, plaintext
// environment, service role, timeout and concurrent build limit.
import type { Stack } from '../template.ts';
import { assetDir } from './lambda-functions.ts';

/** A CodeBuild project as the rehearsal runs it. */
export interface BuildProject {
  name: string;
  arn: string;
  /** The service role's logical id. */
  role: string;
  /** The buildspec as the template holds it (JSON: CDK's BuildSpec.fromObject). */
  buildspec: string;
  /** The source asset folder (Source.Location's object in cdk.out). */
  sourceDir: string;
  /** Environment.EnvironmentVariables (PLAINTEXT), resolved. */
  variables: Record<string, string>;
  image: string;
  timeoutMinutes: number;
  /** ConcurrentBuildLimit; null when unset. */
  concurrentBuildLimit: number | null;
}

/** The template's AWS::CodeBuild::Project resources (S3 sources, inline buildspecs). */
export function projectsFromStack(stack: Stack): BuildProject[] {
  return stack.ofType('AWS::CodeBuild::Project').map(([id, r]) => {
    const p = r.Properties as {
      Source: { Type: string; Location?: unknown; BuildSpec?: unknown };
      Environment: {
        Image: string;
        EnvironmentVariables?: { Name: string; Type?: string; Value: unknown }[];
      };
      ServiceRole: unknown;
      TimeoutInMinutes?: number;
      ConcurrentBuildLimit?: number;
    };
    if (p.Source.Type !== 'S3' || p.Source.BuildSpec === undefined)
      throw new Error(`codebuild: the rehearsal runs S3 sources with an inline buildspec (${id})`);
    const location = stack.string(p.Source.Location);
    const roleArn = stack.string(p.ServiceRole);
    const role = stack
      .ofType('AWS::IAM::Role')
      .find(([rid]) => stack.getAtt(rid, 'Arn') === roleArn)?.[0];
    if (!role) throw new Error(`codebuild: no role in the template for ${id}`);
    const variables: Record<string, string> = {};
    for (const v of p.Environment.EnvironmentVariables ?? []) {
      if (v.Type && v.Type !== 'PLAINTEXT')
        throw new Error(
          `codebuild: the rehearsal resolves PLAINTEXT variables only (${v.Name} is ${v.Type})`,
        );
      variables[v.Name] = stack.string(v.Value);
    }
    return {
      name: stack.ref(id),
      arn: stack.getAtt(id, 'Arn'),
      role,
      buildspec: stack.string(p.Source.BuildSpec),
      sourceDir: assetDir(stack, location.split('/').pop()!),
      variables,
      image: p.Environment.Image,
      timeoutMinutes: p.TimeoutInMinutes ?? 60,
      concurrentBuildLimit: p.ConcurrentBuildLimit ?? null,
    };
  });
}
