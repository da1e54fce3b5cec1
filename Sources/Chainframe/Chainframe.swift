// The `Chainframe` library product: load a scene, draw frames, render to files.
// Everything public lives in ChainframeRender and the model types of ChainframeCore (which
// re-exports ChainframeModel, ChainframeIO, ChainframeSceneFile, ChainframeEngine and
// ChainframeLottie) and ChainframeEncoding it uses; this module re-exports them under one name
// and adds the scene DSL (DSL/: scenes built in Swift with a result builder).
@_exported import ChainframeCore
@_exported import ChainframeEncoding
@_exported import ChainframeRender
