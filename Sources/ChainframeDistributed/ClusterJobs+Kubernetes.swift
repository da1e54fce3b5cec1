import ChainframeCore
import ChainframeRender

extension ClusterJobs {
  /// Kubernetes: an Indexed Job of `chunks` pods (Kubernetes sets `JOB_COMPLETION_INDEX`) and
  /// a join Job, both on the image given with `--image`, with requests equal to limits
  /// (Guaranteed QoS) from ``ClusterSetup``, sharing a ReadWriteMany volume at `/work`.
  func kubernetes() throws -> [(String, String)] {
    let image = try image(for: .kubernetes)
    func container(_ name: String, _ arguments: [String], _ r: ClusterResources) -> String {
      let amounts = "{cpu: \"\(r.cpus)\", memory: \"\(r.memoryMiB)Mi\"}"
      return [
        "      containers:", "        - name: \(name)", "          image: \(JSONText.quote(image))",
        "          workingDir: /work", "          command: \(Self.list(arguments))", "          resources:",
        "            requests: \(amounts)", "            limits: \(amounts)", "          volumeMounts:",
        "            - name: work", "              mountPath: /work", "      volumes:", "        - name: work",
        "          persistentVolumeClaim:", "            claimName: \(JSONText.quote(setup.volumeClaim))",
      ].joined(separator: "\n")
    }
    let render = """
      # Chainframe: render \(chunks) chunks as an Indexed Job. Kubernetes sets JOB_COMPLETION_INDEX
      # (0…\(chunks - 1)) in each pod; --chunk auto reads it, --chunks gives the count. The volume
      # "work" (the ReadWriteMany PersistentVolumeClaim \(setup.volumeClaim)) holds the scene, its
      # assets and the parts folder; mounted at /work, the working directory. Resources are
      # estimated from the plan (docs/distributed.md, "Resources"); each pod may run
      # \(setup.render.minutes) minutes.
      apiVersion: batch/v1
      kind: Job
      metadata:
        name: chainframe-render
      spec:
        completionMode: Indexed
        completions: \(chunks)
        parallelism: \(chunks)
        backoffLimit: \(max(chunks, 6))
        template:
          spec:
            restartPolicy: Never
            activeDeadlineSeconds: \(setup.render.minutes * 60)
      \(container("render", renderArguments, setup.render))

      """
    let join = """
      # Chainframe: join the chunks. Apply after the render Job completed:
      #   kubectl wait --for=condition=complete job/chainframe-render --timeout=24h
      apiVersion: batch/v1
      kind: Job
      metadata:
        name: chainframe-join
      spec:
        completions: 1
        backoffLimit: 2
        template:
          spec:
            restartPolicy: Never
            activeDeadlineSeconds: \(setup.join.minutes * 60)
      \(container("join", joinArguments, setup.join))

      """
    return [("render-job.yaml", render), ("join-job.yaml", join)]
  }
}
