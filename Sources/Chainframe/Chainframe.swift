// The `Chainframe` library product: load a scene, draw frames, render to files.
// Everything public lives in ChainframeRender and the model types of ChainframeCore (which
// re-exports ChainframeModel, ChainframeIO, ChainframeSceneFile, ChainframeEngine and
// ChainframeLottie) and ChainframeEncoding it uses; this module only re-exports them under
// one name.
@_exported import ChainframeCore
@_exported import ChainframeEncoding
@_exported import ChainframeRender
