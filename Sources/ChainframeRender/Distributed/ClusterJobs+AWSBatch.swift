import ChainframeCore

extension ClusterJobs {
  /// AWS Batch: a job definition with a shared EFS volume, an array job of `chunks` children
  /// (AWS Batch sets `AWS_BATCH_JOB_ARRAY_INDEX` and `AWS_BATCH_JOB_ARRAY_SIZE`), a join job
  /// that depends on the whole array, and a script submitting both with the AWS CLI.
  var awsBatch: [(String, String)] {
    func list(_ words: [String]) -> String { "[" + words.map(JSONText.quote).joined(separator: ", ") + "]" }
    // An array job has 2 to 10,000 children; one chunk is a plain job given its chunk.
    let render =
      chunks == 1 ? renderArguments.map { $0 == "auto" ? "0/1" : $0 } : renderArguments
    let array = chunks == 1 ? "" : "\n  \"arrayProperties\": {\"size\": \(chunks)},"
    let definition = """
      {
        "jobDefinitionName": "chainframe",
        "type": "container",
        "retryStrategy": {"attempts": 2},
        "containerProperties": {
          "image": "chainframe:latest",
          "command": ["chainframe", "version"],
          "resourceRequirements": [{"type": "VCPU", "value": "2"}, {"type": "MEMORY", "value": "4096"}],
          "volumes": [{"name": "work", "efsVolumeConfiguration": {"fileSystemId": "fs-EDIT-ME", "transitEncryption": "ENABLED"}}],
          "mountPoints": [{"sourceVolume": "work", "containerPath": "/work"}]
        }
      }

      """
    let renderJob = """
      {
        "jobName": "chainframe-render",
        "jobQueue": "chainframe",
        "jobDefinition": "chainframe",\(array)
        "containerOverrides": {"command": \(list(render))}
      }

      """
    let joinJob = """
      {
        "jobName": "chainframe-join",
        "jobQueue": "chainframe",
        "jobDefinition": "chainframe",
        "dependsOn": [{"jobId": "RENDER_JOB_ID"}],
        "containerOverrides": {"command": \(list(joinArguments))}
      }

      """
    let submit = """
      #!/bin/sh
      # Chainframe on AWS Batch: registers the job definition (edit its image and EFS file system
      # first), submits the render array job, then the join job depending on the whole array
      # (it starts when every child succeeded). Needs the AWS CLI and a job queue "chainframe".
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
