@_exported import ChainframeEngine
@_exported import ChainframeIO
@_exported import ChainframeLottie
@_exported import ChainframeModel
@_exported import ChainframeSceneFile
