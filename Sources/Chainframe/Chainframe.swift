// The `Chainframe` library product: load a scene, draw frames, render to files.
// The public API is curated (docs/api.txt, checked in CI): ChainframeRender's API, the scene
// model (ChainframeModel, through ChainframeCore's re-exports) and the encoding settings of
// ChainframeEncoding it names; every other declaration of those modules is `package`. This
// module re-exports them under one name and adds the scene DSL (DSL/: result builder).
@_exported import ChainframeCore
@_exported import ChainframeEncoding
@_exported import ChainframeRender
