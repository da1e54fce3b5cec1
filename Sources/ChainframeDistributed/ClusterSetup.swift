/// Where and how the jobs of ``ClusterJobs`` run, beyond the render itself: resources, the
/// container image, how a GitHub workflow gets Chainframe, and the engines' shared volumes.
import ChainframeRender

package struct ClusterSetup: Sendable {
  /// Resources of each chunk render job.
  package var render: ClusterResources
  /// Resources of the join job.
  package var join: ClusterResources
  /// The container image with Chainframe installed (Kubernetes, AWS Batch).
  package var image: String?
  /// GitHub: a released `.deb` to install; nil builds one in the workflow.
  package var debURL: String?
  /// GitHub: the container image that builds the `.deb` with `scripts/package`.
  package var buildImage: String
  /// GitHub: `OWNER/NAME` of the Chainframe sources to build; nil for the workflow's repository.
  package var sourceRepository: String?
  /// GitHub: the git ref of ``sourceRepository`` to build; nil for its default branch.
  package var sourceRef: String?
  /// Kubernetes: the ReadWriteMany PersistentVolumeClaim mounted at `/work`.
  package var volumeClaim: String
  /// AWS Batch: the EFS file system mounted at `/work`.
  package var fileSystemID: String?
  /// AWS Batch: the job queue.
  package var jobQueue: String

  /// The default container that builds the `.deb`: Swift 6.3 on Debian 12, like the `.deb`'s target.
  package static let defaultBuildImage = "swift:6.3-bookworm"

  /// A setup with `render` and `join` resources and the defaults for everything else.
  package init(
    render: ClusterResources, join: ClusterResources, image: String? = nil, debURL: String? = nil,
    buildImage: String = defaultBuildImage, sourceRepository: String? = nil, sourceRef: String? = nil,
    volumeClaim: String = "chainframe-work", fileSystemID: String? = nil, jobQueue: String = "chainframe"
  ) {
    self.render = render
    self.join = join
    self.image = image
    self.debURL = debURL
    self.buildImage = buildImage
    self.sourceRepository = sourceRepository
    self.sourceRef = sourceRef
    self.volumeClaim = volumeClaim
    self.fileSystemID = fileSystemID
    self.jobQueue = jobQueue
  }
}
