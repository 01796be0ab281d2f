// The CodeBuild API on the rehearsal's endpoint: StartBuild, BatchGetBuilds and ListBuildsForProject, each checked
// against the caller's policies.
import { ACCOUNT, REGION } from '../template.ts';
import { describeBuild, type Build } from './codebuild-build.ts';
import type { BuildProject } from './codebuild-projects.ts';
import { errorResponse, type AwsRequest, type AwsResponse, type Endpoint } from './endpoint.ts';

/** What the API reads and starts: the runner (codebuild.ts). */
export interface BuildService {
  readonly builds: Build[];
  project(name: string): BuildProject | undefined;
  start(projectName: string, initiator: string, variables?: Record<string, string>): Build;
}

export function handleCodeBuild(
  builds: BuildService,
  endpoint: Endpoint,
  request: AwsRequest,
): AwsResponse {
  const operation = String(request.headers['x-amz-target'] ?? '').split('.')[1] ?? '';
  const input = JSON.parse(request.body.toString('utf8') || '{}') as Record<string, unknown>;
  const ok = (body: unknown): AwsResponse => ({
    status: 200,
    headers: { 'content-type': 'application/x-amz-json-1.1' },
    body: JSON.stringify(body, (_k, v: unknown) => v),
  });
  const projectArn = (name: string) =>
    builds.project(name)?.arn ?? `arn:aws:codebuild:${REGION}:${ACCOUNT}:project/${name}`;
  switch (operation) {
    case 'StartBuild': {
      const name = String(input.projectName);
      const denied = endpoint.authorize(request.caller, 'codebuild:StartBuild', projectArn(name));
      if (denied) return denied;
      try {
        const overrides = (input.environmentVariablesOverride ?? []) as {
          name: string;
          value: string;
        }[];
        const variables = Object.fromEntries(overrides.map((v) => [v.name, v.value]));
        return ok({ build: describeBuild(builds.start(name, request.caller, variables)) });
      } catch (err) {
        const code = (err as { code?: string }).code ?? 'InvalidInputException';
        return errorResponse('codebuild', 400, code, (err as Error).message);
      }
    }
    case 'BatchGetBuilds': {
      const ids = (input.ids as string[]) ?? [];
      for (const id of ids) {
        const denied = endpoint.authorize(
          request.caller,
          'codebuild:BatchGetBuilds',
          projectArn(id.split(':')[0]!),
        );
        if (denied) return denied;
      }
      const found = ids.map((id) => builds.builds.find((b) => b.id === id));
      return ok({
        builds: found.filter((b) => b !== undefined).map(describeBuild),
        buildsNotFound: ids.filter((_id, i) => !found[i]),
      });
    }
    case 'ListBuildsForProject': {
      const name = String(input.projectName);
      const denied = endpoint.authorize(
        request.caller,
        'codebuild:ListBuildsForProject',
        projectArn(name),
      );
      if (denied) return denied;
      if (!builds.project(name))
        return errorResponse(
          'codebuild',
          400,
          'ResourceNotFoundException',
          `Project cannot be found: ${name}`,
        );
      const ids = builds.builds.filter((b) => b.projectName === name).map((b) => b.id);
      return ok({ ids: input.sortOrder === 'ASCENDING' ? ids : ids.reverse() });
    }
    default:
      return endpoint.notEmulated(request, `CodeBuild ${operation}`);
  }
}
