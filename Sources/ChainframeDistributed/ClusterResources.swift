/// CPUs, memory and a time limit for one job of a distributed render, as the job files ask
/// the engine for them.
///
/// ``estimate(width:height:frames:fps:chunks:cpus:)`` derives them from the plan: the frame
/// size and how many frames each job handles, at a conservative cost per frame (see
/// docs/distributed.md, "Resources"); every figure can be overridden on the command line.
import ChainframeRender

package struct ClusterResources: Sendable, Equatable {
  /// CPUs (cores) per job.
  package var cpus: Int
  /// Memory per job, MiB.
  package var memoryMiB: Int
  /// Wall-clock limit per job, minutes.
  package var minutes: Int

  /// Resources as given.
  package init(cpus: Int, memoryMiB: Int, minutes: Int) {
    self.cpus = cpus
    self.memoryMiB = memoryMiB
    self.minutes = minutes
  }

  /// CPU seconds per frame per megapixel: 2.5 times the slowest measured (an APNG of B1 at
  /// 1280x720: 27.3 s CPU for 300 frames, 0.10 s per megapixel-frame; a 1080p GIF: 0.03 s), so
  /// scenes heavier than the bench scenes still fit.
  package static let secondsPerMegapixelFrame = 0.25
  /// Start-up, scene loading and plan hashing, minutes (added to every job's limit).
  package static let startupMinutes = 10
  /// Seconds per segment a chunk may hold beyond its share (chunks are cut at segments, 2 s
  /// by default).
  package static let segmentSlackSeconds = 2.0

  /// The render and join jobs' resources for a video of `frames` frames of `width`×`height`
  /// at `fps`, cut into `chunks` chunks, each job on `cpus` CPUs.
  ///
  /// - Render job: its share of the frames plus one segment, at
  ///   ``secondsPerMegapixelFrame`` over its CPUs, doubled, plus ``startupMinutes``; memory
  ///   512 MiB plus 8 frame buffers per CPU and 16 in the reorder window.
  /// - Join job: the whole video at the same cost (GIF, APNG and WebP joins run the whole
  ///   encode; stream copies take far less), memory 1 GiB plus 64 frame buffers.
  package static func estimate(width: Int, height: Int, frames: Int, fps: Double, chunks: Int, cpus: Int = 2)
    -> (render: ClusterResources, join: ClusterResources)
  {
    let cpus = max(1, cpus)
    let megapixels = max(0.01, Double(width * height) / 1_000_000)
    let frameMiB = Double(width * height * 4) / 1_048_576
    let share = (frames + max(1, chunks) - 1) / max(1, chunks)
    let chunkFrames = min(frames, share + Int((segmentSlackSeconds * fps).rounded(.up)))
    func minutes(_ frames: Int) -> Int {
      let seconds = 2 * Double(frames) * megapixels * secondsPerMegapixelFrame / Double(cpus)
      return startupMinutes + Int((seconds / 60).rounded(.up))
    }
    func roundedMiB(_ value: Double) -> Int { Int((value / 256).rounded(.up)) * 256 }
    let render = ClusterResources(
      cpus: cpus, memoryMiB: roundedMiB(512 + frameMiB * Double(8 * cpus + 16)), minutes: minutes(chunkFrames))
    let join = ClusterResources(
      cpus: cpus, memoryMiB: roundedMiB(1024 + frameMiB * 64), minutes: minutes(frames))
    return (render, join)
  }

  /// Slurm's `--time` value: `HH:MM:00`, or `D-HH:MM:00` from a day on.
  package var slurmTime: String {
    let days = minutes / 1440
    let hours = (minutes % 1440) / 60
    let rest = minutes % 60
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    let clock = "\(two(hours)):\(two(rest)):00"
    return days > 0 ? "\(days)-\(clock)" : clock
  }
}
