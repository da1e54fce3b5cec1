import ChainframeCore
import Foundation
import Synchronization

/// How a batch runs.
package struct BatchOptions: Sendable, Hashable {
  /// Stop at the first failed job (running jobs are cancelled, the rest not started). Default false.
  package var failFast = false
  /// Skip a job whose output exists with the same input hash in the tool's cache (`ToolCache`). Default false.
  package var skipUnchanged = false
  /// Worker threads for the whole batch. Default: the number of cores.
  package var threads: Int?
  /// Passed to every load. Default false.
  package var allowAssetsOutside = false
  /// Load and check every job without rendering (``BatchJobStatus/skipped`` means valid). Default false.
  package var validateOnly = false
  /// Recorded in the input hash. Default empty.
  package var toolVersion = ""
  /// A job with at most this many frames × output pixels runs on one worker, side by side
  /// with others; bigger jobs take every worker, one at a time. Default 8 million.
  package var shortJobPixels = 8_000_000
  /// Compositions kept for reuse by later jobs with the same scene and variables. Default 4.
  package var keptCompositions = 4

  /// Defaults.
  package init() {}
}

/// What a batch reports while it runs; delivered one at a time (never concurrently).
package enum BatchEvent: Sendable {
  /// The job has started loading.
  case started(BatchJob)
  /// An event of the job's render.
  case render(BatchJob, RenderEvent)
  /// The job has ended.
  case finished(BatchJobResult)
}

/// Runs ``BatchJob``s in one process: each fails alone, short jobs run side by side on one
/// worker each, long ones on every worker, and identical loads are shared.
package final class BatchRunner: Sendable {
  private let jobs: [BatchJob]
  private let options: BatchOptions
  private let workers: Int
  private let next = Atomic<Int>(0)
  private let stop = Atomic<Bool>(false)
  private let tokens: WorkerTokens
  private let compositions: CompositionCache
  private let cache = BatchCacheFiles()
  private let results: Locked<[BatchJobResult?]>
  private let eventLock = Locked<Void>(())
  private let createdFolders = Locked<[String]>([])

  /// Layers whose compiled tracks were reused from an earlier job with different variables
  /// (jobs with equal variables share the whole composition instead), so far.
  package var reusedLayerCompiles: Int { compositions.tracks.hits }

  /// A runner for `jobs` with `options`.
  package init(jobs: [BatchJob], options: BatchOptions) {
    self.jobs = jobs
    self.options = options
    workers = max(1, options.threads ?? ProcessInfo.processInfo.activeProcessorCount)
    tokens = WorkerTokens(workers)
    compositions = CompositionCache(capacity: options.keptCompositions)
    results = Locked([BatchJobResult?](repeating: nil, count: jobs.count))
  }

  /// Runs every job on this thread and `workers - 1` others; returns one result per job, in
  /// job order. `isCancelled` is polled every frame; once it is true, running jobs are
  /// discarded and the rest are reported cancelled.
  package func run(isCancelled: @escaping @Sendable () -> Bool, events: @escaping @Sendable (BatchEvent) -> Void)
    -> [BatchJobResult]
  {
    let lanes = min(workers, jobs.count)
    let group = DispatchGroup()
    for _ in 1..<max(lanes, 1) {
      group.enter()
      let thread = Thread { [self] in
        lane(isCancelled: isCancelled, events: events)
        group.leave()
      }
      thread.name = "chainframe-batch"
      thread.stackSize = 8 << 20
      thread.start()
    }
    lane(isCancelled: isCancelled, events: events)
    group.wait()
    removeEmptyCreatedFolders()
    return results.withLock { $0 }.enumerated().map { index, result in
      result
        ?? BatchJobResult(
          job: jobs[index], status: .cancelled, bytes: 0, seconds: 0, hash: nil, message: nil, category: .cancelled,
          frames: 0)
    }
  }

  private func lane(isCancelled: @escaping @Sendable () -> Bool, events: @escaping @Sendable (BatchEvent) -> Void) {
    let send: @Sendable (BatchEvent) -> Void = { [self] event in eventLock.withLock { _ in events(event) } }
    let stopped: @Sendable () -> Bool = { [self] in isCancelled() || stop.load(ordering: .relaxed) }
    while true {
      let index = next.add(1, ordering: .relaxed).oldValue
      guard index < jobs.count, !stopped() else { return }
      let job = jobs[index]
      send(.started(job))
      let result = perform(job, isCancelled: stopped, send: send)
      results.withLock { $0[index] = result }
      if result.status == .failed && options.failFast { stop.store(true, ordering: .relaxed) }
      send(.finished(result))
    }
  }

  private func perform(
    _ job: BatchJob, isCancelled: @escaping @Sendable () -> Bool, send: @escaping @Sendable (BatchEvent) -> Void
  )
    -> BatchJobResult
  {
    let start = ProcessInfo.processInfo.systemUptime
    var result = BatchJobResult(
      job: job, status: .failed, bytes: 0, seconds: 0, hash: nil, message: nil, category: nil, frames: 0)
    do {
      if let refusal = job.refusal { throw refusal }
      let load = LoadOptions(variables: job.variables, allowAssetsOutside: options.allowAssetsOutside)
      let composition = try compositions.composition(scene: job.scene, options: load, isCancelled: isCancelled)
      result.inputFiles = composition.inputFiles.map(\.path)
      for warning in composition.warnings { send(.render(job, .warning(warning))) }
      result.hash = BatchHash.of(job: job, composition: composition, toolVersion: options.toolVersion)
      if options.validateOnly {
        result.status = .skipped
        result.seconds = ProcessInfo.processInfo.systemUptime - start
        return result
      }
      let recorded = options.skipUnchanged ? cache.recorded(for: job.output) : nil
      if let hash = result.hash, recorded == hash,
        let existing = try existingOutput(of: job, composition: composition)
      {
        result.status = .skipped
        result.bytes = existing.bytes
        result.frames = existing.frames
        result.seconds = ProcessInfo.processInfo.systemUptime - start
        return result
      }
      let pixels = composition.frameCount * composition.canvas.width * composition.canvas.height
      let share = job.options.threads ?? (pixels <= options.shortJobPixels ? 1 : workers)
      let held = min(share, workers)
      tokens.acquire(held)
      defer { tokens.release(held) }
      if isCancelled() { throw RenderCancelled() }
      var renderOptions = job.options
      renderOptions.threads = share
      // A sequence this batch's cache says an earlier batch wrote may be replaced (a file
      // output is always replaced atomically); any other numbered files are still refused.
      if recorded != nil { renderOptions.overwrite = true }
      try createFolder(of: job.output)
      let summary = try composition.renderNow(
        to: job.output, options: renderOptions, isCancelled: isCancelled, events: { send(.render(job, $0)) })
      result.status = .rendered
      result.bytes = summary.bytes
      result.frames = summary.frames.count
      if options.skipUnchanged, let hash = result.hash { try cache.record(hash, for: job.output) }
    } catch {
      let category = (error as? any CategorizedError)?.category ?? .internal
      result.status = category == .cancelled ? .cancelled : .failed
      result.category = category
      let place = job.source.map { " (\($0))" } ?? ""
      let reason = (error as? BatchError).map { $0.location == job.source ? $0.message : "\($0)" } ?? "\(error)"
      result.message = UserText.escaped("\(job.label)\(place): \(reason)", limit: 2000)
    }
    result.seconds = ProcessInfo.processInfo.systemUptime - start
    return result
  }

  /// The output a previous run left for `job`, when it is complete: the file exists, or for
  /// an image sequence, exactly one file per frame of the job's range exists.
  private func existingOutput(of job: BatchJob, composition: Composition) throws -> (bytes: Int, frames: Int)? {
    let plan = try RenderPlan(scene: composition.scene, output: job.output, options: job.options)
    let range = try FrameRangeCheck.resolve(job.options.frames, frameCount: composition.frameCount)
    guard plan.settings.format == .pngSequence else {
      guard FileManager.default.fileExists(atPath: job.output) else { return nil }
      return (OutputSize.bytes(of: job.output, isSequence: false), range.count)
    }
    guard OutputSize.sequenceFiles(of: job.output).count == range.count else { return nil }
    return (OutputSize.bytes(of: job.output, isSequence: true), range.count)
  }

  private func createFolder(of output: String) throws {
    // Create each missing level separately, remembering it, so that folders made for jobs
    // that then failed can be removed again when they stayed empty.
    var missing: [String] = []
    var folder = URL(fileURLWithPath: output).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.path), folder.path != "/" {
      missing.append(folder.path)
      folder = folder.deletingLastPathComponent()
    }
    for path in missing.reversed() {
      do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        createdFolders.withLock { $0.append(path) }
      } catch  where FileManager.default.fileExists(atPath: path) {
        continue  // another job made it a moment ago
      } catch {
        throw OutputError.folderNotWritable(path: output, folder: path, reason: error.localizedDescription)
      }
    }
  }

  /// Removes folders this batch created that are empty now (deepest first); called once
  /// every job has ended, so no job can still be about to write into one.
  private func removeEmptyCreatedFolders() {
    let folders = createdFolders.withLock { $0 }.sorted { $0.count > $1.count }
    for path in folders {
      let contents = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? ["?"]
      if contents.isEmpty { rmdir(path) }
    }
  }
}

/// A counting pool of worker threads: a job takes the workers it renders with.
final class WorkerTokens: @unchecked Sendable {
  private let condition = NSCondition()
  private var free: Int

  init(_ count: Int) { free = count }

  func acquire(_ n: Int) {
    condition.lock()
    while free < n { condition.wait() }
    free -= n
    condition.unlock()
  }

  func release(_ n: Int) {
    condition.lock()
    free += n
    condition.broadcast()
    condition.unlock()
  }
}

/// The last few compositions, by scene and load options: jobs that differ only in output,
/// format or frames share one load (compositions are immutable).
final class CompositionCache: Sendable {
  private struct Key: Hashable {
    let scene: String
    let options: LoadOptions
  }
  private let capacity: Int
  private let entries = Locked<[(Key, Composition)]>([])
  /// Tracks shared by loads whose variables differ: a layer the variables do not touch
  /// compiles once for the whole batch.
  let tracks = TrackCache()

  init(capacity: Int) { self.capacity = capacity }

  func composition(scene: String, options: LoadOptions, isCancelled: @escaping @Sendable () -> Bool) throws
    -> Composition
  {
    let key = Key(scene: scene, options: options)
    if let hit = entries.withLock({ list in list.first { $0.0 == key }?.1 }) { return hit }
    let loaded = try Composition.load(contentsOf: scene, options: options, isCancelled: isCancelled, tracks: tracks)
    entries.withLock { list in
      list.removeAll { $0.0 == key }
      list.append((key, loaded))
      if list.count > capacity { list.removeFirst(list.count - capacity) }
    }
    return loaded
  }
}
