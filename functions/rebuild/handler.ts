// Rebuild hook Lambda: invoked (async) by the API after content changes; starts the site's CodeBuild job.
import {
  BatchGetBuildsCommand,
  CodeBuildClient,
  ListBuildsForProjectCommand,
  StartBuildCommand,
} from '@aws-sdk/client-codebuild';
import { LAMBDA_REQUIRED_ENV, loadConfig } from '../config.ts';
import { rebuildAfterChange, type BuildPort } from './cloud.ts';

// Set by infra: the CodeBuild project that builds and publishes the site; checked when the Lambda loads.
const project = loadConfig(process.env, LAMBDA_REQUIRED_ENV.rebuild).BUILD_PROJECT_NAME;
const codebuild = new CodeBuildClient({});

export function codeBuildPort(client: CodeBuildClient, projectName: string): BuildPort {
  return {
    async recentBuilds() {
      const list = await client.send(
        new ListBuildsForProjectCommand({ projectName, sortOrder: 'DESCENDING' }),
      );
      const ids = (list.ids ?? []).slice(0, 5);
      if (ids.length === 0) return [];
      const got = await client.send(new BatchGetBuildsCommand({ ids }));
      return (got.builds ?? []).map((b) => ({
        id: b.id ?? '',
        status: b.buildStatus ?? 'IN_PROGRESS',
        startTime: b.startTime ?? null,
      }));
    },
    async startBuild() {
      // The hook's builds publish what the store records; one that finds nothing left ends at once
      // (scripts/pipeline/rebuild.ts): a change it was started for was published by the build before it.
      const started = await client.send(
        new StartBuildCommand({
          projectName,
          environmentVariablesOverride: [
            { name: 'SITE_BUILD_IF_CHANGED', value: '1', type: 'PLAINTEXT' },
          ],
        }),
      );
      return started.build?.id ?? '';
    },
  };
}

export interface RebuildEvent {
  reason?: string;
  changedAt?: string;
}

export async function handler(event: RebuildEvent) {
  const changedAt = event.changedAt ? new Date(event.changedAt) : new Date();
  const outcome = await rebuildAfterChange({ port: codeBuildPort(codebuild, project), changedAt });
  console.log(JSON.stringify({ reason: event.reason ?? 'unknown', ...outcome }));
  return outcome;
}
