import ChainframeCLI; ChainframeMain.main()
