import ChainframeCLI

ChainframeMain.main()
