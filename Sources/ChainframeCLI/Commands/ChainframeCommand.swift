import ArgumentParser

/// The `chainframe` root command.
package struct ChainframeCommand: ParsableCommand {
  /// Command name, abstract and subcommands.
  package static let configuration = CommandConfiguration(
    commandName: "chainframe",
    abstract: "Turn a scene description (YAML or JSON) into video.",
    discussion: """
      Exit codes: 0 ok, 1 check failed, 2 some batch jobs failed, 64 usage, 65 bad scene, 66 missing input, \
      69 missing dependency, 70 internal error, 73 cannot create output, 74 I/O error, \
      130 interrupted (SIGINT), 143 terminated (SIGTERM).
      """,
    version: ChainframeVersion.string,
    subcommands: [
      RenderCommand.self, BatchCommand.self, StillCommand.self, ValidateCommand.self, KeyframesCommand.self,
      VerifyCommand.self,
      PresetsCommand.self, SheetCommand.self, VersionCommand.self,
      PlanCommand.self, JoinCommand.self, ClusterCommand.self, ImportCommand.self,
      InfoCommand.self, FontsCommand.self, PreviewCommand.self, SchemaCommand.self,
    ])

  /// Creates the command (argument parser requirement).
  package init() {}
}
