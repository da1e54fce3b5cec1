import ChainframeCore
import ChainframeRender

extension ClusterJobs {
  /// AWS Batch: a job definition on the image given with `--image` with an EFS volume at
  /// `/work`, an array job of `chunks` children (AWS Batch sets `AWS_BATCH_JOB_ARRAY_INDEX` and
  /// `AWS_BATCH_JOB_ARRAY_SIZE`), a join job that depends on the whole array, and a script
  /// submitting both with the AWS CLI. vCPUs, memory and timeouts come from ``ClusterSetup``.
  func awsBatch() throws -> [(String, String)] {
    let image = try image(for: .awsBatch)
    guard let fileSystem = setup.fileSystemID, !fileSystem.isEmpty else {
      throw ClusterSetupError(
        engine: ClusterJobs.Engine.awsBatch.rawValue, flag: "--efs",
        reason: "the EFS file system mounted at /work that holds the scene and the parts, for example --efs fs-0123abcd"
      )
    }
    func requirements(_ r: ClusterResources) -> String {
      "[{\"type\": \"VCPU\", \"value\": \"\(r.cpus)\"}, {\"type\": \"MEMORY\", \"value\": \"\(r.memoryMiB)\"}]"
    }
    func timeout(_ r: ClusterResources) -> String { "{\"attemptDurationSeconds\": \(max(60, r.minutes * 60))}" }
    // An array job has 2 to 10,000 children; one chunk is a plain job given its chunk.
    let render =
      chunks == 1 ? renderArguments.map { $0 == "auto" ? "0/1" : $0 } : renderArguments
    let array = chunks == 1 ? "" : "\n  \"arrayProperties\": {\"size\": \(chunks)},"
    let definition = """
      {
        "jobDefinitionName": "chainframe",
        "type": "container",
        "retryStrategy": {"attempts": 2},
        "timeout": \(timeout(setup.render)),
        "containerProperties": {
          "image": \(JSONText.quote(image)),
          "command": ["chainframe", "version"],
          "resourceRequirements": \(requirements(setup.render)),
          "volumes": [{"name": "work", "efsVolumeConfiguration": {"fileSystemId": \(JSONText.quote(fileSystem)), "transitEncryption": "ENABLED"}}],
          "mountPoints": [{"sourceVolume": "work", "containerPath": "/work"}]
        }
      }

      """
    let renderJob = """
      {
        "jobName": "chainframe-render",
        "jobQueue": \(JSONText.quote(setup.jobQueue)),
        "jobDefinition": "chainframe",\(array)
        "timeout": \(timeout(setup.render)),
        "containerOverrides": {"command": \(Self.list(render)), "resourceRequirements": \(requirements(setup.render))}
      }

      """
    let joinJob = """
      {
        "jobName": "chainframe-join",
        "jobQueue": \(JSONText.quote(setup.jobQueue)),
        "jobDefinition": "chainframe",
        "dependsOn": [{"jobId": "RENDER_JOB_ID"}],
        "timeout": \(timeout(setup.join)),
        "containerOverrides": {"command": \(Self.list(joinArguments)), "resourceRequirements": \(requirements(setup.join))}
      }

      """
    let submit = """
      #!/bin/sh
      # Chainframe on AWS Batch: registers the job definition, submits the render array job, then
      # the join job depending on the whole array (it starts when every child succeeded). Needs
      # the AWS CLI and the job queue \(Self.sh(setup.jobQueue)).
      set -eu
      here=$(dirname "$0")
      aws batch register-job-definition --cli-input-json "file://$here/job-definition.json" >/dev/null
      render=$(aws batch submit-job --cli-input-json "file://$here/render-job.json" --query jobId --output text)
      sed "s/RENDER_JOB_ID/$render/" "$here/join-job.json" > "$here/join-job.submitted.json"
      join=$(aws batch submit-job --cli-input-json "file://$here/join-job.submitted.json" --query jobId --output text)
      echo "render array $render, join $join"

      """
    return [
      ("job-definition.json", definition), ("render-job.json", renderJob), ("join-job.json", joinJob),
      ("submit.sh", submit),
    ]
  }
}
